import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import type { ConsentState, DeletionRequest } from "@shared/privacy-types";
import { user } from "@server/db/schema/auth";
import { idempotencyKeys } from "@server/db/schema/idempotency";
import { consentRecords, dataAccessLogs, deletionLogs } from "@server/db/schema/privacy";
import { securityAlerts } from "@server/db/schema/security";
import { deliverySignatures } from "@server/db/schema/order-files";
import { payments } from "@server/db/schema/money";
import { sales } from "@server/db/schema/sales";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { registerProduct } from "@server/modules/stock/stock-fixture";
import { createTestApp } from "@server/test/test-app";

// The smallest real PNG: its signature and a 1×1 image.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe("privacy (LGPD)", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");

  async function customer() {
    const account = await t.createUser("cliente");
    const c = t.client("198.51.100.20");
    await c.signIn(account.email, account.password);
    const { user: me } = (await (await c.request("/api/session")).json()) as SessionResponse;
    return { c, account, me: me! };
  }

  it("appends consent records with the terms version and IP; the newest is the state", async () => {
    const { c, me } = await customer();
    const initial = (await (await c.request("/api/privacy/consents")).json()) as ConsentState;
    expect(initial).toMatchObject({
      termsVersion: "1.0",
      needsConsent: true,
      consents: { DATA_PROCESSING: null, MARKETING: null },
    });

    await c.request("/api/privacy/consents", { json: { type: "DATA_PROCESSING", granted: true } });
    await c.request("/api/privacy/consents", { json: { type: "MARKETING", granted: true } });
    const state = (await (
      await c.request("/api/privacy/consents", { json: { type: "MARKETING", granted: false } })
    ).json()) as ConsentState;
    expect(state.needsConsent).toBe(false);
    expect(state.consents.MARKETING).toMatchObject({ granted: false, version: "1.0" });
    const rows = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, me.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.ipAddress === "198.51.100.20")).toBe(true);
  });

  it("refuses to turn DATA_PROCESSING off once granted", async () => {
    const { c } = await customer();
    await c.request("/api/privacy/consents", { json: { type: "DATA_PROCESSING", granted: true } });
    const res = await c.request("/api/privacy/consents", { json: { type: "DATA_PROCESSING", granted: false } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message: "Este consentimento é obrigatório para o uso do sistema" },
    });
  });

  it("asks again after an admin publishes new terms", async () => {
    const { c } = await customer();
    await c.request("/api/privacy/consents", { json: { type: "DATA_PROCESSING", granted: true } });
    expect((await c.request("/api/privacy/terms", { json: { version: "9.0" } })).status).toBe(403);
    expect((await admin.request("/api/privacy/terms", { json: { version: "2.0" } })).status).toBe(204);
    const state = (await (await c.request("/api/privacy/consents")).json()) as ConsentState;
    expect(state).toMatchObject({ termsVersion: "2.0", needsConsent: true });
    await c.request("/api/privacy/consents", { json: { type: "DATA_PROCESSING", granted: true } });
    expect(
      ((await (await c.request("/api/privacy/consents")).json()) as ConsentState).consents.DATA_PROCESSING?.version,
    ).toBe("2.0");
  });

  it("exports everything about the user and no secrets, and logs the access", async () => {
    const { c, me } = await customer();
    const [record] = await t.db.select().from(clients).where(eq(clients.userId, me.id));
    await t.db.insert(orders).values({
      clientId: record!.id,
      brand: "Xiaomi",
      model: "Note 10",
      device: "Celular",
      defect: "Bateria estufada",
    });
    const res = await c.request("/api/privacy/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="dados-${me.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const text = await res.text();
    const data = JSON.parse(text) as {
      profile: { email: string };
      orders: { brand: string }[];
      dataAccessLogs: unknown[];
    };
    expect(data.profile.email).toBe(me.email);
    expect(data.orders.map((o) => o.brand)).toEqual(["Xiaomi"]);
    expect(data.dataAccessLogs).toHaveLength(1);
    for (const secret of ["password", "token", "$argon", "scrypt", "session"])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(await t.db.select().from(dataAccessLogs).where(eq(dataAccessLogs.userId, me.id))).toHaveLength(1);
  });

  it("raises UNUSUAL_ACCESS after more than 3 exports in an hour", async () => {
    const { c, me } = await customer();
    for (let i = 0; i < 4; i++) await c.request("/api/privacy/export");
    const alerts = await t.db
      .select()
      .from(securityAlerts)
      .where(and(eq(securityAlerts.type, "UNUSUAL_ACCESS"), eq(securityAlerts.userId, me.id)));
    expect(alerts).toHaveLength(1);
  });

  it("deletion: requested by the user, listed and processed by an admin only", async () => {
    const { c, account, me } = await customer();
    const [record] = await t.db.select().from(clients).where(eq(clients.userId, me.id));
    const [order] = await t.db
      .insert(orders)
      .values({
        clientId: record!.id,
        brand: "LG",
        model: "K",
        device: "TV",
        defect: "Sem imagem",
        additionalInfo: "Ligar para a Dona Maria",
      })
      .returning();
    // Sent with an Idempotency-Key: its answer, kept a day for a retry, names the client record.
    const ticketKey = "chave-do-chamado-apagado";
    const ticket = await c.request("/api/tickets", {
      headers: { "Idempotency-Key": ticketKey },
      json: {
        clientName: "Fulana",
        brand: "LG",
        defect: "Sem imagem",
        phone: "(11) 95555-4444",
        address: "Rua Secreta, 99",
      },
    });
    expect(ticket.status).toBe(201);

    const created = await c.request("/api/privacy/deletion-requests", { json: { reason: "Não uso mais" } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const again = await c.request("/api/privacy/deletion-requests", { json: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      "Já existe uma solicitação de exclusão pendente",
    );
    expect((await c.request("/api/privacy/deletion-requests")).status).toBe(403);
    expect(
      ((await (await c.request("/api/privacy/deletion-requests")).json()) as { error: { message: string } }).error
        .message,
    ).toBe("Acesso negado");
    const list = (await (await admin.request("/api/privacy/deletion-requests")).json()) as DeletionRequest[];
    expect(list.find((r) => r.id === id)).toMatchObject({
      requesterName: "Usuário cliente",
      completed: false,
      reason: "Não uso mais",
    });

    expect((await c.request(`/api/privacy/deletion-requests/${id}/process`, { json: {} })).status).toBe(403);
    expect((await admin.request(`/api/privacy/deletion-requests/${id}/process`, { json: {} })).status).toBe(204);

    expect(await (await c.request("/api/session")).json()).toEqual({ user: null, confirmEmail: false });
    expect((await t.client().signIn(account.email, account.password)).status).toBe(401);
    const [gone] = await t.db.select().from(user).where(eq(user.id, me.id));
    expect(gone!.email).toBe(`deletado-${me.id}@anonimo.invalid`);
    expect(gone!.name).toMatch(/^\[DELETADO\] \d{4}-/);
    const [client] = await t.db.select().from(clients).where(eq(clients.id, record!.id));
    expect(client).toMatchObject({ phone: "[DELETADO]", address: "[DELETADO]", email: null, cpf: null });
    expect(client!.name).toMatch(/^\[DELETADO\]/);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ brand: "LG", additionalInfo: null });
    const ticketRows = await t.db.select().from(tickets).where(eq(tickets.clientId, record!.id));
    expect(ticketRows.every((x) => x.description === "[DELETADO]" && x.subject === "[DELETADO]")).toBe(true);
    // The kept answer lost its body with the person; the key stays, so a retry would run nothing.
    const [keptAnswer] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, ticketKey));
    expect(keptAnswer).toMatchObject({ responseStatus: 409 });
    expect(JSON.stringify(keptAnswer!.responseBody)).not.toContain(record!.id);
    const consents = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, me.id));
    expect(consents.filter((r) => !r.granted && r.version === "1.0")).toHaveLength(4);

    expect((await admin.request(`/api/privacy/deletion-requests/${id}/process`, { json: {} })).status).toBe(409);
    // A second erased user does not collide on the placeholder e-mail.
    const second = await customer();
    const { id: id2 } = (await (await second.c.request("/api/privacy/deletion-requests", { json: {} })).json()) as {
      id: string;
    };
    expect((await admin.request(`/api/privacy/deletion-requests/${id2}/process`, { json: {} })).status).toBe(204);
  });

  it("exports the customer's signature at delivery with its day, and erases it with the person", async () => {
    const { c, me } = await customer();
    const [record] = await t.db.select().from(clients).where(eq(clients.userId, me.id));
    const [signed, unsigned] = await t.db
      .insert(orders)
      .values([
        {
          clientId: record!.id,
          brand: "Motorola",
          model: "G84",
          device: "Celular",
          defect: "Não liga",
          status: "concluido",
        },
        {
          clientId: record!.id,
          brand: "Nokia",
          model: "C21",
          device: "Celular",
          defect: "Sem sinal",
          status: "concluido",
        },
      ])
      .returning();
    const signature = `data:image/png;base64,${PNG.toString("base64")}`;
    const delivery = { status: "entregue", pickedUpBy: "Titular da conta" };
    expect((await admin.request(`/api/orders/${signed!.id}/status`, { json: { ...delivery, signature } })).status).toBe(
      200,
    );
    expect((await admin.request(`/api/orders/${unsigned!.id}/status`, { json: delivery })).status).toBe(200);

    const data = (await (await c.request("/api/privacy/export")).json()) as {
      orders: { id: string; deliverySignature: { signedAt: string; image: string } | null }[];
    };
    const exported = data.orders.find((o) => o.id === signed!.id)!.deliverySignature;
    expect(exported).toEqual({ signedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), image: signature });
    const [stored] = await t.db.select().from(deliverySignatures).where(eq(deliverySignatures.orderId, signed!.id));
    expect(exported!.signedAt).toBe(stored!.createdAt.toISOString());
    expect(data.orders.find((o) => o.id === unsigned!.id)!.deliverySignature).toBeNull();

    const { id } = (await (await c.request("/api/privacy/deletion-requests", { json: {} })).json()) as { id: string };
    expect((await admin.request(`/api/privacy/deletion-requests/${id}/process`, { json: {} })).status).toBe(204);
    expect(await t.db.select().from(deliverySignatures).where(eq(deliverySignatures.orderId, signed!.id))).toEqual([]);
    expect((await admin.request(`/api/orders/${signed!.id}/delivery-signature`)).status).toBe(404);
    // The order itself stays, delivered, with the shop's record of the delivery.
    const kept = (await (await admin.request(`/api/orders/${signed!.id}`)).json()) as Order;
    expect(kept).toMatchObject({ status: "entregue", deliverySignatureUrl: null });
    const [log] = await t.db.select().from(deletionLogs).where(eq(deletionLogs.id, id));
    expect(log!.dataDeleted).toMatchObject({ signaturesRemoved: 1 });
  });

  it("exports the payments of the customer's orders, and erased keeps their amounts without who paid", async () => {
    const { c, me } = await customer();
    const [record] = await t.db.select().from(clients).where(eq(clients.userId, me.id));
    const order = (await (
      await admin.request("/api/orders", {
        json: {
          clientId: record!.id,
          brand: "Apple",
          model: "iPhone 12",
          device: "Celular",
          defect: "Bateria",
          services: [{ description: "Troca de bateria", value: 400, discountValue: 0 }],
        },
      })
    ).json()) as Order;
    const pay = async (body: Record<string, unknown>) =>
      (await (await admin.request(`/api/orders/${order.id}/payments`, { json: body })).json()) as { id: string };
    const deposit = await pay({ amountCents: 15030, method: "pix", note: "Sinal pago pela filha, Joana" });
    const card = await pay({ amountCents: 10000, method: "cartao_credito", installments: 3 });
    const undo = await admin.request(`/api/payments/${card.id}/reversal`, {
      json: { reason: "Cartão da Joana recusado" },
    });
    expect(undo.status).toBe(201);
    // A counter sale in their name, reversed with a reason that names someone (docs/decisions/048).
    const part = await registerProduct(admin, { name: "Carregador 20W", priceCents: 9900, quantity: 2 });
    const sale = (await (
      await admin.request("/api/sales", {
        json: { clientId: record!.id, items: [{ productId: part.id, quantity: 1 }], payment: { method: "pix" } },
      })
    ).json()) as { id: string; number: number };
    await admin.request(`/api/sales/${sale.id}/reversal`, { json: { reason: "Joana trouxe de volta" } });

    const data = (await (await c.request("/api/privacy/export")).json()) as {
      payments: Record<string, unknown>[];
      counterSales: Record<string, unknown>[];
    };
    expect(data.counterSales).toEqual([
      expect.objectContaining({
        saleNumber: sale.number,
        description: "Carregador 20W",
        quantity: 1,
        unitPrice: "99.00",
      }),
    ]);
    expect(JSON.stringify(data.counterSales)).not.toContain("unitCost");
    expect(data.payments).toEqual([
      expect.objectContaining({
        orderNumber: order.number,
        kind: "pagamento",
        direction: "entrada",
        method: "pix",
        amount: "150.30",
        note: "Sinal pago pela filha, Joana",
        paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
      expect.objectContaining({ kind: "pagamento", method: "cartao_credito", installments: 3, amount: "100.00" }),
      expect.objectContaining({
        kind: "estorno",
        direction: "saida",
        amount: "100.00",
        reason: "Cartão da Joana recusado",
      }),
      expect.objectContaining({ saleNumber: sale.number, orderNumber: null, kind: "pagamento", amount: "99.00" }),
      expect.objectContaining({ saleNumber: sale.number, kind: "estorno", reason: "Joana trouxe de volta" }),
    ]);
    expect(JSON.stringify(data.payments)).not.toContain("receivedBy");

    const { id } = (await (await c.request("/api/privacy/deletion-requests", { json: {} })).json()) as { id: string };
    expect((await admin.request(`/api/privacy/deletion-requests/${id}/process`, { json: {} })).status).toBe(204);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.createdAt);
    expect(rows.map((r) => [r.id === deposit.id, r.kind, r.amount, r.method, r.note, r.reason])).toEqual([
      [true, "pagamento", "150.30", "pix", null, null],
      [false, "pagamento", "100.00", "cartao_credito", null, null],
      [false, "estorno", "100.00", "cartao_credito", null, "[DELETADO]"],
    ]);
    expect(rows.every((r) => r.receivedBy !== null)).toBe(true);
    const saleRows = await t.db.select().from(payments).where(eq(payments.saleId, sale.id)).orderBy(payments.createdAt);
    expect(saleRows.map((r) => [r.kind, r.amount, r.reason])).toEqual([
      ["pagamento", "99.00", null],
      ["estorno", "99.00", "[DELETADO]"],
    ]);
    const [keptSale] = await t.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(keptSale).toMatchObject({ clientId: record!.id, reversalReason: "[DELETADO]" });
    const kept = (await (await admin.request(`/api/orders/${order.id}`)).json()) as Order;
    expect(kept.money).toEqual({ totalCents: 40000, paidCents: 15030, balanceCents: 24970, state: "parcial" });
  });

  it("answers 401 to anonymous visitors", async () => {
    expect((await t.client().request("/api/privacy/consents")).status).toBe(401);
    expect((await t.client().request("/api/privacy/export")).status).toBe(401);
  });
});
