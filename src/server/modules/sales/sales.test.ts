import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CashDay } from "@shared/cash";
import type { Page } from "@shared/paging";
import type { PixCharge, RevenueReport } from "@shared/payments";
import type { Sale, SaleSummary } from "@shared/sale-types";
import type { Product, StockMove } from "@shared/stock-types";
import { payments } from "@server/db/schema/money";
import { saleItems, sales } from "@server/db/schema/sales";
import { registerProduct, type Session } from "@server/modules/stock/stock-fixture";
import { createTestApp } from "@server/test/test-app";

type Refusal = { error: { code: string; message: string } };

describe("counter sales (venda balcão)", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");
  const json = async <T>(res: Response) => (await res.json()) as T;
  const sell = (as: Session, body: Record<string, unknown>) => as.request("/api/sales", { json: body });
  const quantityOf = async (id: string) => (await json<Product>(await admin.request(`/api/products/${id}`))).quantity;
  const rowCounts = async () => ({
    sales: (await t.db.select({ n: count() }).from(sales))[0]!.n,
    items: (await t.db.select({ n: count() }).from(saleItems))[0]!.n,
    payments: (await t.db.select({ n: count() }).from(payments))[0]!.n,
  });

  it("sells parts at the catalog's price less a discount, takes them out of stock and records the payment", async () => {
    const screen = await registerProduct(admin, {
      name: "Tela Moto G84",
      priceCents: 30000,
      costCents: 12000,
      quantity: 4,
    });
    const film = await registerProduct(admin, { name: "Película 3D", priceCents: 2500, costCents: 500, quantity: 10 });
    const res = await sell(tecnico, {
      items: [
        { productId: screen.id, quantity: 1, discountType: "porcentagem", discountValue: 10 },
        { productId: film.id, quantity: 2, unitPriceCents: 2000, discountType: "valor", discountValue: 500 },
      ],
      payment: { method: "pix" },
    });
    expect(res.status).toBe(201);
    const sale = await json<Sale>(res);
    // 300,00 − 10% + 2 × 20,00 − 5,00.
    expect(sale).toMatchObject({ totalCents: 30500, method: "pix", reversed: false, client: null, reversal: null });
    expect(sale.number).toBeGreaterThan(0);
    expect(sale.soldBy?.name).toBe("Usuário tecnico");
    expect(sale.items.map((i) => [i.description, i.quantity, i.unitPrice, i.totalCents])).toEqual([
      ["Tela Moto G84", 1, "300.00", 27000],
      ["Película 3D", 2, "20.00", 3500],
    ]);
    // A técnico sees no cost and no margin.
    expect(sale.items.every((i) => i.unitCost === undefined)).toBe(true);
    expect(sale.marginCents).toBeUndefined();
    expect(sale.payment).toMatchObject({ kind: "pagamento", method: "pix", amountCents: 30500, reversedBy: null });
    expect(await quantityOf(screen.id)).toBe(3);
    expect(await quantityOf(film.id)).toBe(8);
    const moves = await json<Page<StockMove>>(await admin.request(`/api/products/${film.id}/moves`));
    expect(moves.items[0]).toMatchObject({ kind: "saida", delta: -2, saleId: sale.id });
    // The admin reads its costs and margin: 305,00 − (120,00 + 2 × 5,00).
    const full = await json<Sale>(await admin.request(`/api/sales/${sale.id}`));
    expect(full.items.map((i) => i.unitCost)).toEqual(["120.00", "5.00"]);
    expect(full.marginCents).toBe(17500);
    const list = await json<Page<SaleSummary>>(await tecnico.request("/api/sales"));
    expect(list.items[0]).toMatchObject({ id: sale.id, totalCents: 30500, method: "pix" });
    // The money is the shop's revenue of the day, by its method, as an order's payment is.
    const day = sale.payment.paidOn;
    const revenue = await json<RevenueReport>(await admin.request(`/api/revenue?from=${day}&to=${day}`));
    expect(revenue.byMethod.find((m) => m.method === "pix")?.netCents).toBe(30500);
  });

  it("in cash needs the register open, gives the change, and shows in the day's payments as the sale", async () => {
    const part = await registerProduct(admin, { name: "Cabo USB-C", priceCents: 3990, quantity: 5 });
    const body = {
      items: [{ productId: part.id, quantity: 1 }],
      payment: { method: "dinheiro", cashTenderedCents: 5000 },
    };
    const closed = await sell(tecnico, body);
    expect(closed.status).toBe(409);
    expect((await json<Refusal>(closed)).error.message).toBe("Abra o caixa para receber ou devolver em dinheiro.");
    const day = await json<{ id: string }>(
      await tecnico.request("/api/cash/open", { json: { openingFloatCents: 10000 } }),
    );
    const short = await sell(tecnico, { ...body, payment: { method: "dinheiro", cashTenderedCents: 3000 } });
    expect(short.status).toBe(400);
    expect((await json<Refusal>(short)).error.message).toBe(
      "O valor entregue (R$\u00a030,00) é menor que o total da venda (R$\u00a039,90).",
    );
    const sold = await json<Sale>(await sell(tecnico, body));
    expect(sold.payment).toMatchObject({ amountCents: 3990, cashTenderedCents: 5000 });
    const today = await json<CashDay>(await tecnico.request(`/api/cash/days/${day.id}`));
    expect(today.payments.find((p) => p.id === sold.payment.id)).toMatchObject({
      source: { kind: "venda", id: sold.id, number: sold.number },
      amountCents: 3990,
      method: "dinheiro",
    });
    expect(await quantityOf(part.id)).toBe(4);
  });

  it("refuses a part short, unknown or switched off, and bad input, in pt-BR, writing nothing", async () => {
    const part = await registerProduct(admin, { name: "Bateria iPhone 11", quantity: 2 });
    const off = await registerProduct(admin, { name: "Tela antiga", quantity: 2 });
    await admin.request(`/api/products/${off.id}/active`, { method: "PATCH", json: { active: false } });
    const before = await rowCounts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: [{ productId: part.id, quantity: 3 }] }, 409, "Estoque insuficiente de Bateria iPhone 11: há 2."],
      [{ items: [{ productId: off.id, quantity: 1 }] }, 409, "Tela antiga está desativada no estoque."],
      [{ items: [{ productId: crypto.randomUUID(), quantity: 1 }] }, 404, "Peça não encontrada"],
      [{ items: [] }, 400, "Adicione ao menos uma peça"],
      [{ items: [{ productId: part.id, quantity: 1.5 }] }, 400, "A quantidade deve ser um número inteiro"],
      [{ items: [{ productId: part.id, quantity: -1 }] }, 400, "A quantidade deve ser maior que zero"],
      [{ items: [{ productId: part.id, quantity: 1, unitPriceCents: -100 }] }, 400, "O preço não pode ser negativo"],
      [
        { items: [{ productId: part.id, quantity: 1, discountType: "porcentagem", discountValue: 100 }] },
        400,
        "O total da venda deve ser maior que zero.",
      ],
      [{ items: [{ productId: part.id, quantity: 1 }], clientId: crypto.randomUUID() }, 404, "Cliente não encontrado"],
    ];
    for (const [body, status, message] of cases) {
      const res = await sell(tecnico, { payment: { method: "pix" }, ...body });
      expect(res.status, message).toBe(status);
      expect((await json<Refusal>(res)).error.message, message).toContain(message);
    }
    const wrongMeans = await sell(tecnico, {
      items: [{ productId: part.id, quantity: 1 }],
      payment: { method: "pix", installments: 3 },
    });
    expect((await json<Refusal>(wrongMeans)).error.message).toContain("Parcelas só no cartão de crédito");
    // The second line short: the first one's stock move is undone with the rest.
    const other = await registerProduct(admin, { quantity: 5 });
    const halfway = await sell(tecnico, {
      items: [
        { productId: other.id, quantity: 1 },
        { productId: part.id, quantity: 5 },
      ],
      payment: { method: "pix" },
    });
    expect(halfway.status).toBe(409);
    expect(await quantityOf(other.id)).toBe(5);
    expect(await quantityOf(part.id)).toBe(2);
    expect(await rowCounts()).toEqual(before);
  });

  it("twenty sales of the last three units at once: three are sold, seventeen told why", async () => {
    const part = await registerProduct(admin, { name: "Conector Tipo C", quantity: 3 });
    const body = { items: [{ productId: part.id, quantity: 1 }], payment: { method: "pix" } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sell(tecnico, body)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const res of answers.filter((r) => r.status === 409))
      expect((await json<Refusal>(res)).error.message).toBe("Estoque insuficiente de Conector Tipo C: há 0.");
    expect(await quantityOf(part.id)).toBe(0);
  });

  it("is reversed by an admin, once: the money back as an estorno and the parts back on the shelf", async () => {
    const part = await registerProduct(admin, { name: "Capa Galaxy A15", priceCents: 4000, quantity: 3 });
    const client = await json<{ id: string; name: string }>(
      await tecnico.request("/api/clients", {
        json: { name: "Cliente Balcão", phone: "11987654321", address: "Rua B, 2" },
      }),
    );
    const sale = await json<Sale>(
      await sell(tecnico, {
        clientId: client.id,
        items: [{ productId: part.id, quantity: 2 }],
        payment: { method: "cartao_credito", installments: 2 },
      }),
    );
    expect(sale.client).toEqual({ id: client.id, name: "Cliente Balcão" });
    expect(sale.payment).toMatchObject({ installments: 2, amountCents: 8000 });
    const reason = { reason: "Cliente devolveu as capas" };
    expect((await tecnico.request(`/api/sales/${sale.id}/reversal`, { json: reason })).status).toBe(403);
    // The sale's payment is not reversed alone.
    const alone = await admin.request(`/api/payments/${sale.payment.id}/reversal`, { json: reason });
    expect(alone.status).toBe(409);
    expect((await json<Refusal>(alone)).error.message).toBe(
      "O pagamento de uma venda é estornado com ela: estorne a venda.",
    );
    expect((await admin.request(`/api/sales/${sale.id}/reversal`, { json: { reason: "" } })).status).toBe(400);
    const twice = await Promise.all(
      [1, 2].map(() => admin.request(`/api/sales/${sale.id}/reversal`, { json: reason })),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const reversed = await json<Sale>(await admin.request(`/api/sales/${sale.id}`));
    expect(reversed).toMatchObject({
      reversed: true,
      reversal: { reason: "Cliente devolveu as capas", by: "Usuário admin" },
    });
    expect(reversed.payment.reversedBy).not.toBeNull();
    const rows = await t.db.select().from(payments).where(eq(payments.saleId, sale.id));
    expect(rows.map((r) => [r.kind, r.direction, r.amount]).sort()).toEqual([
      ["estorno", "saida", "80.00"],
      ["pagamento", "entrada", "80.00"],
    ]);
    expect(await quantityOf(part.id)).toBe(3);
    const moves = await json<Page<StockMove>>(await admin.request(`/api/products/${part.id}/moves`));
    expect(moves.items[0]).toMatchObject({ kind: "devolucao", delta: 2, saleId: sale.id });
  });

  it("asks a Pix BR Code for the cart's total once the shop has a key", async () => {
    const part = await registerProduct(admin, { priceCents: 12345, quantity: 1 });
    const cart = { items: [{ productId: part.id, quantity: 1 }] };
    const without = await tecnico.request("/api/sales/pix", { json: cart });
    expect(without.status).toBe(409);
    expect((await json<Refusal>(without)).error.message).toBe(
      "Configure a chave Pix da loja em Configurações para cobrar por Pix.",
    );
    await admin.request("/api/company/pix", {
      method: "PUT",
      json: { keyType: "telefone", key: "(11) 98765-4321", receiverName: "Zé Celulares", receiverCity: "Campinas" },
    });
    const charge = await json<PixCharge>(await tecnico.request("/api/sales/pix", { json: cart }));
    expect(charge.amountCents).toBe(12345);
    expect(charge.payload).toContain("5406123.45");
    expect(charge.payload).toContain("***");
    expect(charge.qrSvg).toContain("<svg");
    // Only the price, never the stock: a cart larger than the shelf still gets its code.
    expect((await tecnico.request("/api/sales/pix", { json: { items: [] } })).status).toBe(400);
  });

  it("is staff's: anonymous 401, a cliente 403 on every route", async () => {
    const part = await registerProduct(admin, { quantity: 1 });
    const sale = await json<Sale>(
      await sell(admin, { items: [{ productId: part.id, quantity: 1 }], payment: { method: "pix" } }),
    );
    const routes: [string, unknown?][] = [
      ["/api/sales"],
      [`/api/sales/${sale.id}`],
      ["/api/sales", { items: [{ productId: part.id, quantity: 1 }], payment: { method: "pix" } }],
      ["/api/sales/pix", { items: [{ productId: part.id, quantity: 1 }] }],
      [`/api/sales/${sale.id}/reversal`, { reason: "Teste de acesso" }],
    ];
    for (const [path, body] of routes) {
      const init = body === undefined ? {} : { json: body };
      expect((await t.client().request(path, init)).status, path).toBe(401);
      expect((await cliente.request(path, init)).status, path).toBe(403);
    }
    expect((await admin.request(`/api/sales/${crypto.randomUUID()}`)).status).toBe(404);
    expect(sale.reversed).toBe(false);
  });
});
