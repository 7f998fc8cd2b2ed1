import { describe, expect, it } from "vitest";
import type { Order, OrderEvent } from "@shared/order-types";
import type { Payment } from "@shared/payments";
import { createTestApp } from "@server/test/test-app";

// Delivering and cancelling an order that has money on it (docs/decisions/038).
describe("an order's money when it is delivered or cancelled", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };

  const customer = t.client();
  await customer.signUp({ name: "Cliente Saldo", email: "cliente.saldo@cliente.example", password: "Senha@Forte1" });
  const [record] = (
    await json<{ items: { id: string }[] }>(await tecnico.request("/api/clients?search=Cliente%20Saldo"))
  ).items;

  async function order(reais = 200) {
    return json<Order>(
      await tecnico.request("/api/orders", {
        json: {
          clientId: record!.id,
          brand: "Positivo",
          model: "Twist",
          device: "Celular",
          defect: "Tela travada",
          services: [{ description: "Reparo", value: reais, discountValue: 0 }],
        },
      }),
    );
  }
  const move = (id: string, body: Record<string, unknown>) =>
    tecnico.request(`/api/orders/${id}/status`, { json: body });
  const pay = (id: string, amountCents: number) =>
    tecnico.request(`/api/orders/${id}/payments`, { json: { amountCents, method: "pix" } });
  const history = async (id: string) => json<OrderEvent[]>(await tecnico.request(`/api/orders/${id}/history`));

  it("answers each order with its total, what came in, the balance and the state", async () => {
    const o = await order();
    await pay(o.id, 5000);
    const read = await json<Order>(await tecnico.request(`/api/orders/${o.id}`));
    expect(read.money).toEqual({ totalCents: 20000, paidCents: 5000, balanceCents: 15000, state: "parcial" });
    const payments = await json<Payment[]>(await customer.request(`/api/orders/${o.id}/payments`));
    expect(payments).toEqual([
      expect.objectContaining({ kind: "pagamento", method: "pix", amountCents: 5000, reversedBy: null }),
    ]);
    expect((await (await t.signedIn("cliente")).request(`/api/orders/${o.id}/payments`)).status).toBe(404);
    expect((await t.client().request(`/api/orders/${o.id}/payments`)).status).toBe(401);
  });

  it("delivering with a balance asks for a confirmation, and the history says it", async () => {
    const o = await order();
    await pay(o.id, 5000);
    await move(o.id, { status: "concluido" });
    const unconfirmed = await move(o.id, { status: "entregue", pickedUpBy: "Cliente" });
    expect(unconfirmed.status).toBe(409);
    expect((await json(unconfirmed)).error?.message).toBe(
      "Este pedido tem saldo em aberto de R$\u00a0150,00. Confirme para entregar com saldo em aberto.",
    );
    expect((await move(o.id, { status: "entregue", pickedUpBy: "Cliente", confirmOpenBalance: true })).status).toBe(
      200,
    );
    expect((await history(o.id)).at(-1)?.detail).toMatchObject({ openBalanceCents: 15000 });

    const paid = await order(100);
    await pay(paid.id, 10000);
    await move(paid.id, { status: "concluido" });
    expect((await move(paid.id, { status: "entregue", pickedUpBy: "Cliente" })).status).toBe(200);
  });

  it("cancelling with money received asks what became of it: handed back is a refund, kept is said", async () => {
    const o = await order();
    await pay(o.id, 8000);
    const silent = await move(o.id, { status: "cancelado", cancelReason: "Desistiu" });
    expect((await json(silent)).error?.message).toBe(
      "Este pedido tem R$\u00a080,00 recebidos: diga se o dinheiro foi devolvido ao cliente.",
    );
    const noMethod = await move(o.id, { status: "cancelado", cancelReason: "Desistiu", refund: { refunded: true } });
    expect((await json(noMethod)).error?.message).toBe("Escolha como o dinheiro foi devolvido");
    const cash = await move(o.id, {
      status: "cancelado",
      cancelReason: "Desistiu",
      refund: { refunded: true, method: "dinheiro" },
    });
    expect((await json(cash)).error?.message).toBe("Abra o caixa para receber ou devolver em dinheiro.");
    const refunded = await json<Order>(
      await move(o.id, { status: "cancelado", cancelReason: "Desistiu", refund: { refunded: true, method: "pix" } }),
    );
    expect(refunded.money).toMatchObject({ paidCents: 0 });
    const rows = await json<Payment[]>(await tecnico.request(`/api/orders/${o.id}/payments`));
    expect(rows.map((p) => [p.kind, p.direction, p.amountCents])).toEqual([
      ["pagamento", "entrada", 8000],
      ["reembolso", "saida", 8000],
    ]);
    expect((await history(o.id)).at(-1)?.detail).toMatchObject({ refundedCents: 8000, method: "pix" });

    const kept = await order();
    await pay(kept.id, 3000);
    await move(kept.id, { status: "cancelado", cancelReason: "Orçamento recusado", refund: { refunded: false } });
    expect((await history(kept.id)).at(-1)?.detail).toMatchObject({ keptCents: 3000 });
    const after = await json<Order>(await tecnico.request(`/api/orders/${kept.id}`));
    expect(after.money.paidCents).toBe(3000);
  });
});
