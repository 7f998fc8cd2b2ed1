import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderEvent } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import type { OrderInput, StatusChangeInput } from "@shared/validation/order";
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  WHATSAPP_TEMPLATE_MAX,
  type WhatsappMessage,
  type WhatsappTemplates,
} from "@shared/whatsapp";
import { auditLogs } from "@server/db/schema/security";
import { companySettings } from "@server/db/schema/settings";
import { orderEvents } from "@server/db/schema/order-history";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";
import { LINK_REVOKED, NO_MOBILE } from "./whatsapp.service";

type Refusal = { error: { code: string; message: string } };

describe("WhatsApp messages", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const customerUser = ((await (await customer.request("/api/session")).json()) as SessionResponse).user!;
  await t.db
    .update(clients)
    .set({ name: "Roberto D'Ávila Souza", phone: "11987654321" })
    .where(eq(clients.userId, customerUser.id));
  const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, customerUser.id));
  const clientId = record!.id;

  const intake = (overrides: Partial<OrderInput> = {}): OrderInput => ({
    clientId,
    brand: "Samsung",
    model: "Galaxy S21",
    device: "Celular",
    defect: "Tela quebrada",
    warrantyMonths: 3,
    services: [
      { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
      { description: "Película", value: 30, discountType: "valor", discountValue: 0 },
    ],
    ...overrides,
  });
  async function create(overrides: Partial<OrderInput> = {}) {
    return (await (await tecnico.request("/api/orders", { json: intake(overrides) })).json()) as Order;
  }
  async function move(id: string, change: StatusChangeInput) {
    expect((await tecnico.request(`/api/orders/${id}/status`, { json: change })).status).toBe(200);
  }
  const messageOf = (id: string, as = tecnico) => as.request(`/api/orders/${id}/whatsapp`);
  async function message(id: string, as = tecnico) {
    const res = await messageOf(id, as);
    expect(res.status).toBe(200);
    return (await res.json()) as WhatsappMessage;
  }
  const send = (id: string, moment: unknown, as = tecnico) =>
    as.request(`/api/orders/${id}/whatsapp`, { json: { moment } });
  const trackingUrl = async (id: string) =>
    ((await (await tecnico.request(`/api/orders/${id}/tracking`)).json()) as TrackingLinkWithQr).url!;
  const os = (order: Order) => String(order.number).padStart(5, "0");
  const setPhone = (phone: string | null) => t.db.update(clients).set({ phone }).where(eq(clients.id, clientId));
  const putTemplates = (json: unknown, as = admin) =>
    as.request("/api/company/whatsapp-templates", { method: "PUT", json });
  const storedTemplates = async () =>
    (await t.db.select().from(companySettings).where(eq(companySettings.id, 1)))[0]?.whatsappTemplates ?? null;
  const whatsappEvents = (orderId: string) =>
    t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "whatsapp")));

  it("writes the message of each moment with the first name, OS, device, status, total and tracking link", async () => {
    const order = await create();
    const link = await trackingUrl(order.id);
    const n = os(order);
    const expected = async (moment: WhatsappMessage["moment"], momentLabel: string, text: string) => {
      const answer = await message(order.id);
      expect(answer).toEqual({
        phone: "+55 (11) 98765-4321",
        url: `https://wa.me/5511987654321?text=${encodeURIComponent(text)}`,
        message: text,
        moment,
        momentLabel,
      });
      // What WhatsApp reads back out of the link is the message itself, accents and all.
      expect(new URL(answer.url).searchParams.get("text")).toBe(text);
    };

    await expected(
      "recebido",
      "Pedido recebido",
      `Olá, Roberto! Recebemos seu Samsung Galaxy S21 (OS ${n}). Acompanhe o reparo por aqui: ${link}`,
    );
    await move(order.id, { status: "aguardando_aprovacao" });
    await expected(
      "aguardando_aprovacao",
      "Orçamento aguardando aprovação",
      `Olá, Roberto! O orçamento do seu Samsung Galaxy S21 (OS ${n}) está pronto: R$\u00a0435,00. Veja os serviços e aprove por aqui: ${link}`,
    );
    await move(order.id, { status: "aguardando_peca" });
    await expected(
      "aguardando_peca",
      "Aguardando peça",
      `Olá, Roberto! O reparo do seu Samsung Galaxy S21 (OS ${n}) aguarda uma peça. Avisaremos quando chegar. Acompanhe: ${link}`,
    );
    await move(order.id, { status: "em_andamento" });
    // In progress, the message no longer says the device was just received.
    await expected(
      "em_andamento",
      "Reparo em andamento",
      `Olá, Roberto! O reparo do seu Samsung Galaxy S21 (OS ${n}) está em andamento. Acompanhe por aqui: ${link}`,
    );
    await move(order.id, { status: "concluido" });
    await expected(
      "pronto",
      "Pronto para retirada",
      `Olá, Roberto! Seu Samsung Galaxy S21 (OS ${n}) está pronto para retirada. Total: R$\u00a0435,00. Detalhes: ${link}`,
    );
    await move(order.id, { status: "entregue", pickedUpBy: "Roberto Souza", confirmOpenBalance: true });
    await expected(
      "entregue",
      "Entregue",
      `Olá, Roberto! Obrigado por confiar em nós. Seu Samsung Galaxy S21 (OS ${n}) foi entregue. A garantia e os detalhes ficam aqui: ${link}`,
    );
  });

  it("writes the cancelled message for a cancelled order, and makes the order's link when it has none", async () => {
    const order = await create();
    await move(order.id, { status: "cancelado", cancelReason: "Cliente desistiu" });
    const answer = await message(order.id);
    // Asked before anyone opened the order page: the message made the link, the same one the page shows.
    const link = await trackingUrl(order.id);
    expect(answer.moment).toBe("cancelado");
    expect(answer.message).toBe(
      `Olá, Roberto! O pedido do seu Samsung Galaxy S21 (OS ${os(order)}) foi cancelado. Detalhes: ${link}`,
    );
  });

  it("refuses, in words, a client without a valid mobile, and records nothing", async () => {
    const order = await create();
    try {
      // A landline, none, a mobile without its ninth digit, an area code that does not exist.
      for (const phone of ["1133334444", null, "1187654321", "01987654321"]) {
        await setPhone(phone);
        const res = await messageOf(order.id);
        expect(res.status, String(phone)).toBe(409);
        expect(((await res.json()) as Refusal).error.message).toBe(NO_MOBILE);
        expect((await send(order.id, "recebido")).status).toBe(409);
      }
      expect(await whatsappEvents(order.id)).toEqual([]);
      // A record kept as it was typed, punctuation and all, is the same mobile.
      await setPhone("(11) 99876-5432");
      expect((await message(order.id)).url).toMatch(/^https:\/\/wa\.me\/5511998765432\?text=/);
    } finally {
      await setPhone("11987654321");
    }
  });

  it("refuses while the tracking link is revoked, and sends the new link once staff make one", async () => {
    const order = await create();
    const old = await trackingUrl(order.id);
    await tecnico.request(`/api/orders/${order.id}/tracking`, { method: "DELETE" });
    const res = await messageOf(order.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Refusal).error.message).toBe(LINK_REVOKED);
    await tecnico.request(`/api/orders/${order.id}/tracking`, { method: "POST" });
    const renewed = await trackingUrl(order.id);
    expect(renewed).not.toBe(old);
    const answer = await message(order.id);
    expect(answer.message).toContain(renewed);
    expect(answer.message).not.toContain(old);
  });

  it("records the sending in the order's history (staff only) and the audit log", async () => {
    const order = await create({ status: "concluido" });
    const sent = await send(order.id, "pronto");
    expect(sent.status).toBe(204);
    const staffHistory = (await (await tecnico.request(`/api/orders/${order.id}/history`)).json()) as OrderEvent[];
    expect(staffHistory.filter((e) => e.kind === "whatsapp")).toEqual([
      expect.objectContaining({ detail: { moment: "Pronto para retirada" }, userName: "Usuário tecnico" }),
    ]);
    // The customer's history shows how the repair went, not the shop's messages.
    const customerHistory = (await (await customer.request(`/api/orders/${order.id}/history`)).json()) as OrderEvent[];
    expect(customerHistory.length).toBeGreaterThan(0);
    expect(customerHistory.some((e) => e.kind === "whatsapp")).toBe(false);
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "WHATSAPP_SENT"));
    expect(audited.filter((a) => a.resourceId === order.id)).toEqual([
      expect.objectContaining({ resource: "orders", success: true, metadata: { moment: "pronto" } }),
    ]);

    const bad = await send(order.id, "amanha");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).error.message).toBe("Mensagem inválida");
    expect(await whatsappEvents(order.id)).toHaveLength(1);
  });

  it("lets staff send (técnico too), never a customer or anyone signed out, and only on an order that exists", async () => {
    const order = await create();
    const anonymous = t.client();
    expect((await messageOf(order.id, anonymous)).status).toBe(401);
    expect((await send(order.id, "recebido", anonymous)).status).toBe(401);
    // Their own order: the shop writes to the customer, not the customer to themselves.
    expect((await messageOf(order.id, customer)).status).toBe(403);
    expect((await send(order.id, "recebido", customer)).status).toBe(403);
    expect((await message(order.id, admin)).moment).toBe("recebido");
    expect((await send(order.id, "recebido", admin)).status).toBe(204);
    expect((await send(order.id, "recebido", tecnico)).status).toBe(204);
    expect(await whatsappEvents(order.id)).toHaveLength(2);

    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await messageOf(missing)).status).toBe(404);
    expect((await send(missing, "recebido")).status).toBe(404);
    expect((await messageOf("nao-e-um-id")).status).toBe(400);
  });

  describe("templates", () => {
    const own: WhatsappTemplates = {
      ...DEFAULT_WHATSAPP_TEMPLATES,
      pronto: "  {cliente}, seu {aparelho} está pronto!\r\nOS {os} · {status} · {total}\r\n{link}  ",
    };

    it("are the defaults until an admin saves the shop's own, which the messages then use", async () => {
      expect(await (await admin.request("/api/company/whatsapp-templates")).json()).toEqual(DEFAULT_WHATSAPP_TEMPLATES);
      const res = await putTemplates(own);
      expect(res.status).toBe(200);
      const saved = (await res.json()) as WhatsappTemplates;
      // Trimmed, with the line breaks a textarea gives.
      const pronto = "{cliente}, seu {aparelho} está pronto!\nOS {os} · {status} · {total}\n{link}";
      expect(saved).toEqual({ ...DEFAULT_WHATSAPP_TEMPLATES, pronto });
      // Only the message that differs is stored: the others follow the defaults.
      expect(await storedTemplates()).toEqual({ pronto });

      const order = await create({ status: "concluido" });
      const link = await trackingUrl(order.id);
      expect((await message(order.id)).message).toBe(
        `Roberto, seu Samsung Galaxy S21 está pronto!\nOS ${os(order)} · Concluído · R$\u00a0435,00\n${link}`,
      );
      // Saving the shop's details leaves the messages as they are.
      expect((await admin.request("/api/company", { method: "PUT", json: { name: "Conserta Já" } })).status).toBe(200);
      expect(await storedTemplates()).toEqual({ pronto });
    });

    it("go back to the default with 'Restaurar padrão' (saved equal to the default)", async () => {
      await putTemplates(own);
      const res = await putTemplates(DEFAULT_WHATSAPP_TEMPLATES);
      expect(await res.json()).toEqual(DEFAULT_WHATSAPP_TEMPLATES);
      expect(await storedTemplates()).toBeNull();
    });

    it("are refused empty, too long, with an unknown placeholder or one missing, and nothing is written", async () => {
      await putTemplates(own);
      const before = await storedTemplates();
      const cases: [unknown, string][] = [
        [{ ...own, recebido: "   " }, "Escreva a mensagem"],
        [
          { ...own, recebido: "a".repeat(WHATSAPP_TEMPLATE_MAX + 1) },
          "Mensagem muito longa (máximo de 1000 caracteres)",
        ],
        [
          { ...own, entregue: "Olá, {nome}! {link}" },
          "Marcador desconhecido: {nome}. Use {cliente}, {os}, {aparelho}, {status}, {total}, {link}, {saldo}, {pix}",
        ],
        [{ ...own, cancelado: undefined }, "Escreva a mensagem"],
        [{ ...own, aguardando_peca: 42 }, "Escreva a mensagem"],
        ["texto", "Dados inválidos"],
      ];
      for (const [body, error] of cases) {
        const res = await putTemplates(body);
        expect(res.status, error).toBe(400);
        expect(((await res.json()) as Refusal).error.message).toBe(error);
      }
      expect(await storedTemplates()).toEqual(before);
      expect((await putTemplates({ ...own, recebido: "a".repeat(WHATSAPP_TEMPLATE_MAX) })).status).toBe(200);
    });

    it("are read and written by an admin only", async () => {
      await putTemplates(DEFAULT_WHATSAPP_TEMPLATES);
      const path = "/api/company/whatsapp-templates";
      expect((await t.client().request(path)).status).toBe(401);
      expect((await putTemplates(own, t.client())).status).toBe(401);
      for (const session of [tecnico, customer]) {
        expect((await session.request(path)).status).toBe(403);
        expect((await putTemplates(own, session)).status).toBe(403);
      }
      expect(await storedTemplates()).toBeNull();
    });
  });
});
