import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderMoney } from "@shared/payments";
import { cashDays, payments } from "@server/db/schema/money";
import { createTestApp } from "@server/test/test-app";

type Answer = { id: string; money: OrderMoney; error?: { code: string; message: string } };

describe("payments on an order", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async (res: Response) => (await res.json()) as Answer;

  /** An order whose services total R$ 435,00 (450 − 10% + 30). */
  async function order(services = true) {
    const client = (await (
      await tecnico.request("/api/clients", {
        json: { name: "Cliente Pagador", phone: "11987654321", address: "Rua das Flores, 10" },
      })
    ).json()) as { id: string };
    const res = await tecnico.request("/api/orders", {
      json: {
        clientId: client.id,
        brand: "Samsung",
        model: "A54",
        device: "Celular",
        defect: "Tela quebrada",
        services: services
          ? [
              { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
              { description: "Película", value: 30, discountType: "valor", discountValue: 0 },
            ]
          : [],
      },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const pay = (as: typeof tecnico, orderId: string, body: Record<string, unknown>) =>
    as.request(`/api/orders/${orderId}/payments`, { json: { method: "pix", ...body } });
  const rowsOf = async (orderId: string) =>
    (await t.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n;

  it("records partial payments up to the balance, and refuses one above it in words", async () => {
    const id = await order();
    const first = await pay(tecnico, id, { amountCents: 10000 });
    expect(first.status).toBe(201);
    expect((await json(first)).money).toEqual({
      totalCents: 43500,
      paidCents: 10000,
      balanceCents: 33500,
      state: "parcial",
    });
    const above = await pay(tecnico, id, { amountCents: 33501, method: "cartao_credito", installments: 3 });
    expect(above.status).toBe(409);
    expect((await json(above)).error?.message).toBe(
      "O valor (R$\u00a0335,01) passa do saldo do pedido (R$\u00a0335,00).",
    );
    const rest = await pay(tecnico, id, { amountCents: 33500, method: "cartao_credito", installments: 3 });
    expect((await json(rest)).money).toMatchObject({ paidCents: 43500, balanceCents: 0, state: "pago" });
    const more = await pay(tecnico, id, { amountCents: 1 });
    expect((await json(more)).error?.message).toBe("Este pedido não tem saldo a receber.");
    expect(await rowsOf(id)).toBe(2);
  });

  it("refuses bad amounts and fields in pt-BR, writing nothing", async () => {
    const id = await order();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: -100 }, "O valor deve ser maior que zero"],
      [{ amountCents: 0 }, "O valor deve ser maior que zero"],
      [{ amountCents: 10.5 }, "Valor inválido: use no máximo duas casas decimais"],
      [{ amountCents: 1_000_000_001 }, "Valor acima do limite de R$ 10.000.000,00"],
      [{ amountCents: 100, method: "cartao_credito", installments: 25 }, "No máximo 24 parcelas"],
      [{ amountCents: 100, installments: 2 }, "Parcelas só no cartão de crédito"],
      [{ amountCents: 100, method: "cheque" }, "Escolha a forma de pagamento"],
      [
        { amountCents: 100, method: "dinheiro", cashTenderedCents: 50 },
        "O valor entregue pelo cliente é menor que o pagamento",
      ],
      [{ amountCents: 100, paidOn: "2026-02-30" }, "Data do pagamento inválida"],
    ];
    for (const [body, message] of cases) {
      const res = await pay(tecnico, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error?.message).toBe(message);
    }
    expect(await rowsOf(id)).toBe(0);
    const empty = await order(false);
    expect((await json(await pay(tecnico, empty, { amountCents: 100 }))).error?.message).toBe(
      "Este pedido não tem saldo a receber.",
    );
  });

  it("cash needs the register open, and keeps the amount handed over for the change", async () => {
    const id = await order();
    const closed = await pay(tecnico, id, { amountCents: 5000, method: "dinheiro", cashTenderedCents: 10000 });
    expect(closed.status).toBe(409);
    expect((await json(closed)).error?.message).toBe("Abra o caixa para receber ou devolver em dinheiro.");
    const [day] = await t.db
      .insert(cashDays)
      .values({ openedAt: new Date(), openingFloat: "100.00" })
      .returning({ id: cashDays.id });
    const paid = await pay(tecnico, id, { amountCents: 5000, method: "dinheiro", cashTenderedCents: 10000 });
    expect(paid.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await json(paid)).id));
    expect(row).toMatchObject({ amount: "50.00", cashTendered: "100.00", cashDayId: day!.id });
    await t.db.update(cashDays).set({ closedAt: new Date() }).where(eq(cashDays.id, day!.id));
  });

  it("twenty payments of the whole balance at once record one", async () => {
    const id = await order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(tecnico, id, { amountCents: 43500 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await rowsOf(id)).toBe(1);
  });

  it("an admin reverses a payment once, with its reason; a técnico cannot; the balance follows", async () => {
    const id = await order();
    const paid = await json(await pay(tecnico, id, { amountCents: 20000 }));
    const reversal = (paymentId: string, as = admin, reason = "Lançado em duplicidade") =>
      as.request(`/api/payments/${paymentId}/reversal`, { json: { reason } });

    expect((await reversal(paid.id, tecnico)).status).toBe(403);
    expect((await reversal(paid.id, admin, "")).status).toBe(400);
    const undone = await reversal(paid.id);
    expect(undone.status).toBe(201);
    const answer = await json(undone);
    expect(answer.money).toMatchObject({ paidCents: 0, balanceCents: 43500, state: "em_aberto" });
    expect((await json(await reversal(paid.id))).error?.message).toBe("Este pagamento já foi estornado.");
    expect((await json(await reversal(answer.id))).error?.message).toBe("Um estorno não pode ser estornado.");
    const [row] = await t.db.select().from(payments).where(eq(payments.id, answer.id));
    expect(row).toMatchObject({ kind: "estorno", direction: "saida", reverses: paid.id, amount: "200.00" });
  });

  it("a reversal and a payment sent together leave a balance that adds up", async () => {
    const id = await order();
    const first = await json(await pay(tecnico, id, { amountCents: 43500 }));
    const [reversed, second] = await Promise.all([
      admin.request(`/api/payments/${first.id}/reversal`, { json: { reason: "Cartão recusado" } }),
      pay(tecnico, id, { amountCents: 43500 }),
    ]);
    expect(reversed.status).toBe(201);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, id));
    const net = rows.reduce((sum, r) => sum + (r.direction === "entrada" ? 1 : -1) * Number(r.amount) * 100, 0);
    // Either the second payment came after the reversal and was recorded, or before it and was refused.
    expect(net).toBe(second.status === 201 ? 43500 : 0);
    expect([201, 409]).toContain(second.status);
  });

  it("only staff record payments, only signed-in users reach the routes", async () => {
    const id = await order();
    expect((await pay(t.client(), id, { amountCents: 100 })).status).toBe(401);
    expect((await pay(await t.signedIn("cliente"), id, { amountCents: 100 })).status).toBe(403);
    const paid = await json(await pay(tecnico, id, { amountCents: 100 }));
    expect((await t.client().request(`/api/payments/${paid.id}/reversal`, { json: { reason: "x x x" } })).status).toBe(
      401,
    );
    expect((await pay(tecnico, "00000000-0000-4000-8000-000000000000", { amountCents: 100 })).status).toBe(404);
  });
});
