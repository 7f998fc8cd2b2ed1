import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import type { Payment } from "@shared/payments";
import { payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// A deposit (sinal) taken at intake is recorded in the order's own transaction (docs/decisions/038):
// both are written, or neither.
describe("a new order with a deposit", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const admin = await t.signedIn("admin");
  const cliente = await t.signedIn("cliente");
  const client = (await (
    await tecnico.request("/api/clients", {
      json: { name: "Cliente do Sinal", phone: "11987654321", address: "Rua das Flores, 10" },
    })
  ).json()) as { id: string };

  /** R$ 300,00 of services, and the deposit given. */
  const body = (deposit: Record<string, unknown> | null | undefined, brand = "Sinal") => ({
    clientId: client.id,
    brand,
    model: "A54",
    device: "Celular",
    defect: "Tela quebrada",
    services: [{ description: "Troca de tela", value: 300, discountType: "valor", discountValue: 0 }],
    ...(deposit !== undefined && { deposit }),
  });
  const create = (json: unknown, as = tecnico) => as.request("/api/orders", { json });
  const ordersOf = async (brand: string) =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.brand, brand)))[0]!.n;
  const paymentRows = async () => (await t.db.select({ n: count() }).from(payments))[0]!.n;

  it("records the deposit with the order: the order answers its money, the deposit is listed", async () => {
    const res = await create(body({ amountCents: 10000, method: "pix" }, "Com sinal"));
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.money).toEqual({ totalCents: 30000, paidCents: 10000, balanceCents: 20000, state: "parcial" });
    const list = (await (await tecnico.request(`/api/orders/${order.id}/payments`)).json()) as Payment[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: "pagamento", method: "pix", amountCents: 10000, note: "Sinal (entrada)" });
    expect(list[0]!.receivedBy?.name).toBeTruthy();
  });

  it("creates an order without a deposit as before (none or null)", async () => {
    expect((await create(body(undefined, "Sem sinal"))).status).toBe(201);
    const res = await create(body(null, "Sem sinal"));
    expect(res.status).toBe(201);
    expect(((await res.json()) as Order).money.state).toBe("em_aberto");
  });

  it("refuses the whole order when the deposit passes the total, in words, writing nothing", async () => {
    const before = await paymentRows();
    const res = await create(body({ amountCents: 30001, method: "pix" }, "Sinal alto"));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "O valor (R$\u00a0300,01) passa do saldo do pedido (R$\u00a0300,00).",
    );
    expect(await ordersOf("Sinal alto")).toBe(0);
    expect(await paymentRows()).toBe(before);
  });

  it("refuses the whole order for a cash deposit while the register is closed", async () => {
    const res = await create(body({ amountCents: 5000, method: "dinheiro", cashTenderedCents: 10000 }, "Sinal caixa"));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Abra o caixa para receber ou devolver em dinheiro.",
    );
    expect(await ordersOf("Sinal caixa")).toBe(0);
  });

  it("takes a cash deposit with change once the register is open", async () => {
    expect((await tecnico.request("/api/cash/open", { json: { openingFloatCents: 5000 } })).status).toBe(201);
    const res = await create(body({ amountCents: 5000, method: "dinheiro", cashTenderedCents: 10000 }, "Sinal caixa"));
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    const [payment] = (await (await admin.request(`/api/orders/${order.id}/payments`)).json()) as Payment[];
    expect(payment).toMatchObject({ method: "dinheiro", amountCents: 5000, cashTenderedCents: 10000 });
  });

  it("refuses a bad deposit in pt-BR before anything is written", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: 0, method: "pix" }, "O valor deve ser maior que zero"],
      [{ amountCents: 10.5, method: "pix" }, "Valor inválido: use no máximo duas casas decimais"],
      [{ amountCents: 100, method: "cartao_credito", installments: 25 }, "No máximo 24 parcelas"],
      [{ amountCents: 100 }, "Escolha a forma de pagamento"],
    ];
    for (const [deposit, message] of cases) {
      const res = await create(body(deposit, "Sinal ruim"));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await ordersOf("Sinal ruim")).toBe(0);
  });

  it("is staff's: anonymous 401, a cliente 403", async () => {
    expect((await t.client().request("/api/orders", { json: body({ amountCents: 100, method: "pix" }) })).status).toBe(
      401,
    );
    expect((await create(body({ amountCents: 100, method: "pix" }, "Do cliente"), cliente)).status).toBe(403);
    expect(await ordersOf("Do cliente")).toBe(0);
  });
});
