import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PixCharge } from "@shared/payments";
import type { WhatsappMessage } from "@shared/whatsapp";
import { auditLogs } from "@server/db/schema/security";
import { orderEvents } from "@server/db/schema/order-history";
import { createTestApp } from "@server/test/test-app";
import { NOTHING_OWED } from "./whatsapp.service";

type Refusal = { error: { code: string; message: string } };

// 'Cobrar pelo WhatsApp' (issue 24): the balance due and its Pix copia e cola, in the shop's own words.
describe("WhatsApp charges", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const json = async <T>(res: Response) => (await res.json()) as T;

  const client = await json<{ id: string }>(
    await tecnico.request("/api/clients", {
      json: { name: "Carla Devedora", phone: "11987654321", address: "Rua das Flores, 10" },
    }),
  );

  /** An order of R$ 300,00 with `paid` reais received, ready (concluido) or delivered with the rest due. */
  async function order(paid: number, deliver = true) {
    const created = await json<{ id: string; number: number }>(
      await tecnico.request("/api/orders", {
        json: {
          clientId: client.id,
          brand: "Motorola",
          model: "G84",
          device: "Celular",
          defect: "Conector",
          services: [{ description: "Troca do conector", value: 300, discountValue: 0 }],
        },
      }),
    );
    if (paid > 0)
      await tecnico.request(`/api/orders/${created.id}/payments`, { json: { amountCents: paid * 100, method: "pix" } });
    await tecnico.request(`/api/orders/${created.id}/status`, { json: { status: "concluido" } });
    if (deliver)
      expect(
        (
          await tecnico.request(`/api/orders/${created.id}/status`, {
            json: { status: "entregue", pickedUpBy: "Carla", confirmOpenBalance: true },
          })
        ).status,
      ).toBe(200);
    return { ...created, os: String(created.number).padStart(5, "0") };
  }
  const charge = (id: string, as = tecnico) => as.request(`/api/orders/${id}/whatsapp/cobranca`);
  const linkOf = async (id: string) =>
    (await json<{ url: string }>(await tecnico.request(`/api/orders/${id}/tracking`))).url;
  const pixOf = async (id: string) => (await json<PixCharge>(await tecnico.request(`/api/orders/${id}/pix`))).payload;
  const pix = { keyType: "email", key: "pix@loja.example", receiverName: "Loja do Ze", receiverCity: "Sao Paulo" };

  it("writes the balance; without a Pix key the Pix line is left out, with one it carries the copia e cola", async () => {
    const owed = await order(120);
    const res = await charge(owed.id);
    expect(res.status).toBe(200);
    const link = await linkOf(owed.id);
    const text = `Olá, Carla! Consta um saldo de R$\u00a0180,00 em aberto do seu Motorola G84 (OS ${owed.os}). Detalhes: ${link}`;
    expect(await json<WhatsappMessage>(res)).toEqual({
      phone: "+55 (11) 98765-4321",
      url: `https://wa.me/5511987654321?text=${encodeURIComponent(text)}`,
      message: text,
      moment: "cobranca",
      momentLabel: "Cobrança",
    });

    expect((await admin.request("/api/company/pix", { method: "PUT", json: pix })).status).toBe(200);
    const payload = await pixOf(owed.id);
    expect(payload).toMatch(/^000201.*54061?80\.00.*6304[0-9A-F]{4}$/);
    const withPix = await json<WhatsappMessage>(await charge(owed.id));
    expect(withPix.message).toBe(`${text}\nPara pagar por Pix, use o copia e cola: ${payload}`);
    expect(new URL(withPix.url).searchParams.get("text")).toBe(withPix.message);
  });

  it("puts the Pix copia e cola in 'pronto para retirada' while a balance is due, and nothing of it once paid", async () => {
    const ready = await order(0, false);
    const link = await linkOf(ready.id);
    const intro = `Olá, Carla! Seu Motorola G84 (OS ${ready.os}) está pronto para retirada. Total: R$\u00a0300,00. Detalhes: ${link}`;
    const message = async () =>
      (await json<WhatsappMessage>(await tecnico.request(`/api/orders/${ready.id}/whatsapp`))).message;
    expect(await message()).toBe(
      `${intro}\nSe preferir, pague o saldo com o Pix copia e cola: ${await pixOf(ready.id)}`,
    );
    const paid = await tecnico.request(`/api/orders/${ready.id}/payments`, {
      json: { amountCents: 30000, method: "cartao_debito" },
    });
    expect(paid.status).toBe(201);
    expect(await message()).toBe(intro);
  });

  it("refuses an order with nothing owed, in words, and records the sending of a charge in the history", async () => {
    const settled = await order(300);
    const refused = await charge(settled.id);
    expect(refused.status).toBe(409);
    expect((await json<Refusal>(refused)).error.message).toBe(NOTHING_OWED);

    const owed = await order(0);
    expect((await tecnico.request(`/api/orders/${owed.id}/whatsapp`, { json: { moment: "cobranca" } })).status).toBe(
      204,
    );
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, owed.id), eq(orderEvents.kind, "whatsapp")));
    expect(events.map((e) => e.detail)).toEqual([{ moment: "Cobrança" }]);
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, owed.id));
    expect(audited.filter((a) => a.action === "WHATSAPP_SENT").map((a) => a.metadata)).toEqual([
      { moment: "cobranca" },
    ]);
  });

  it("is the staff's: a customer is refused, anyone signed out too, and a missing order is not found", async () => {
    const owed = await order(0);
    expect((await charge(owed.id, admin)).status).toBe(200);
    expect((await charge(owed.id, customer)).status).toBe(403);
    expect((await customer.request(`/api/orders/${owed.id}/whatsapp`, { json: { moment: "cobranca" } })).status).toBe(
      403,
    );
    expect((await charge(owed.id, t.client())).status).toBe(401);
    expect((await charge("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await charge("nao-e-um-id")).status).toBe(400);
  });

  it("lets the admin edit the charge's words; {saldo} and {pix} are placeholders every message may use", async () => {
    const current = await json<Record<string, string>>(await admin.request("/api/company/whatsapp-templates"));
    const own = { ...current, cobranca: "{cliente}, faltam {saldo} da OS {os}.\nPix: {pix}" };
    expect((await admin.request("/api/company/whatsapp-templates", { method: "PUT", json: own })).status).toBe(200);
    const owed = await order(100);
    const message = (await json<WhatsappMessage>(await charge(owed.id))).message;
    expect(message).toBe(`Carla, faltam R$\u00a0200,00 da OS ${owed.os}.\nPix: ${await pixOf(owed.id)}`);
  });
});
