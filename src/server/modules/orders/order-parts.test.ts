import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderEvent } from "@shared/order-types";
import type { Product } from "@shared/stock-types";
import { orderMoney } from "@server/db/schema/money";
import { orderParts } from "@server/db/schema/order-items";
import { clients } from "@server/db/schema/shop";
import { registerProduct } from "@server/modules/stock/stock-fixture";
import { createTestApp } from "@server/test/test-app";

// Parts on the order (docs/decisions/045): out of stock when added, back when removed or cancelled,
// in the order's total and quote; costs and the margin the admin's only.
describe("parts on an order", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const me = ((await (await customer.request("/api/session")).json()) as SessionResponse).user!;
  const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, me.id));
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };

  async function order(status = "em_andamento") {
    const res = await tecnico.request("/api/orders", {
      json: {
        clientId: record!.id,
        brand: "Samsung",
        model: "Galaxy A54",
        device: "Celular",
        defect: "Tela quebrada",
        status,
        services: [{ description: "Mão de obra", value: 100, discountType: "valor", discountValue: 0 }],
      },
    });
    return json<Order>(res);
  }
  const read = async (id: string, as = tecnico) => json<Order>(await as.request(`/api/orders/${id}`));
  const quantityOf = async (product: Product) =>
    (await json<Product>(await admin.request(`/api/products/${product.id}`))).quantity;
  const add = (orderId: string, body: Record<string, unknown>, as = tecnico) =>
    as.request(`/api/orders/${orderId}/parts`, { json: body });

  it("takes the part out of stock and adds it to the total, the balance and the balances' index", async () => {
    const screen = await registerProduct(admin, { priceCents: 45000, costCents: 20000, quantity: 3 });
    const o = await order();
    const res = await add(o.id, { productId: screen.id, quantity: 2, discountType: "porcentagem", discountValue: 10 });
    expect(res.status).toBe(201);
    expect(await quantityOf(screen)).toBe(1);
    const after = await read(o.id);
    // 2 × 450,00 = 900,00 less 10% = 810,00; with the service's 100,00: 910,00.
    expect(after.parts).toEqual([
      {
        id: expect.any(String),
        productId: screen.id,
        description: screen.name,
        quantity: 2,
        unitPrice: "450.00",
        discountType: "porcentagem",
        discountValue: "10.00",
      },
    ]);
    expect(after.total).toBe("910.00");
    expect(after.money.totalCents).toBe(91000);
    const [index] = await t.db.select().from(orderMoney).where(eq(orderMoney.orderId, o.id));
    expect(index!.total).toBe("910.00");
    const history = await json<OrderEvent[]>(await tecnico.request(`/api/orders/${o.id}/history`));
    expect(history.at(-1)).toMatchObject({ kind: "pecas", detail: { action: "adicionada", quantity: 2 } });
  });

  it("shows costs and the margin to the admin only: a técnico's and the customer's answers carry no cost key", async () => {
    const part = await registerProduct(admin, { priceCents: 10000, costCents: 4000, quantity: 5 });
    const o = await order();
    await add(o.id, { productId: part.id, quantity: 2 });
    const asAdmin = await read(o.id, admin);
    expect(asAdmin.parts[0]!.unitCost).toBe("40.00");
    // Total 100,00 + 200,00; parts cost 80,00.
    expect(asAdmin.margin).toEqual({ costCents: 8000, marginCents: 22000 });
    for (const as of [tecnico, customer]) {
      const body = await (await as.request(`/api/orders/${o.id}`)).text();
      expect(body).not.toContain("unitCost");
      expect(body).not.toContain("margin");
    }
    const list = await (await admin.request("/api/orders")).text();
    expect(list).not.toContain("unitCost");
  });

  it("refuses more than the shelf holds in words, and writes nothing", async () => {
    const part = await registerProduct(admin, { quantity: 1 });
    const o = await order();
    const res = await add(o.id, { productId: part.id, quantity: 2 });
    expect(res.status).toBe(409);
    expect((await json(res)).error?.message).toBe(`Estoque insuficiente de ${part.name}: há 1.`);
    expect(await quantityOf(part)).toBe(1);
    expect(await t.db.select().from(orderParts).where(eq(orderParts.orderId, o.id))).toEqual([]);
  });

  it("moves stock by the difference when a line changes, and returns all of it when the line goes", async () => {
    const part = await registerProduct(admin, { priceCents: 5000, quantity: 10 });
    const o = await order();
    const line = await json<{ id: string }>(await add(o.id, { productId: part.id, quantity: 2 }));
    const change = (quantity: number) =>
      tecnico.request(`/api/orders/${o.id}/parts/${line.id}`, {
        method: "PUT",
        json: { quantity, unitPriceCents: 4500, discountType: "valor", discountValue: 500 },
      });
    expect((await change(5)).status).toBe(200);
    expect(await quantityOf(part)).toBe(5);
    expect((await change(1)).status).toBe(200);
    expect(await quantityOf(part)).toBe(9);
    // 1 × 45,00 less 5,00 = 40,00, beside the service's 100,00.
    expect((await read(o.id)).total).toBe("140.00");
    const removed = await tecnico.request(`/api/orders/${o.id}/parts/${line.id}`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await quantityOf(part)).toBe(10);
    expect((await read(o.id)).parts).toEqual([]);
  });

  it("returns every part to stock when the order is cancelled, keeping the lines; a closed order's parts do not change", async () => {
    const part = await registerProduct(admin, { quantity: 4 });
    const o = await order();
    await add(o.id, { productId: part.id, quantity: 3 });
    expect(await quantityOf(part)).toBe(1);
    const cancel = await tecnico.request(`/api/orders/${o.id}/status`, {
      json: { status: "cancelado", cancelReason: "Cliente desistiu" },
    });
    expect(cancel.status).toBe(200);
    expect(await quantityOf(part)).toBe(4);
    expect((await read(o.id)).parts).toHaveLength(1);
    const late = await add(o.id, { productId: part.id, quantity: 1 });
    expect(late.status).toBe(409);
    expect((await json(late)).error?.message).toBe("Este pedido já foi encerrado: suas peças não mudam mais.");
    expect(await quantityOf(part)).toBe(4);
  });

  it("puts parts in the quote: approved together, and a part added after the approval asks for it again", async () => {
    const part = await registerProduct(admin, { priceCents: 30000, quantity: 5 });
    const o = await order("aguardando_aprovacao");
    await add(o.id, { productId: part.id, quantity: 1 });
    const quoted = await read(o.id);
    const approval = { decision: "aprovado", quoteHash: quoted.quoteHash, signerName: "Carla Cliente", terms: true };
    const approved = await customer.request(`/api/orders/${o.id}/quote`, { json: approval });
    expect(approved.status).toBe(200);
    expect((await read(o.id)).quote).toMatchObject({ decision: "aprovado", total: "400.00", current: true });

    await add(o.id, { productId: part.id, quantity: 1 });
    const changed = await read(o.id);
    expect(changed.quote?.current).toBe(false);
    expect(changed.status).toBe("aguardando_aprovacao");
    const history = await json<OrderEvent[]>(await tecnico.request(`/api/orders/${o.id}/history`));
    expect(history.map((e) => e.kind)).toContain("orcamento_alterado");
  });

  it("keeps an order with parts or payments from being deleted, in words: cancel it instead", async () => {
    const part = await registerProduct(admin, { quantity: 2 });
    const withPart = await order();
    await add(withPart.id, { productId: part.id, quantity: 1 });
    const withPayment = await order();
    await tecnico.request(`/api/orders/${withPayment.id}/payments`, { json: { amountCents: 1000, method: "pix" } });
    for (const o of [withPart, withPayment]) {
      const res = await admin.request(`/api/orders/${o.id}`, { method: "DELETE" });
      expect(res.status).toBe(409);
      expect((await json(res)).error?.message).toBe(
        "Este pedido tem pagamentos ou peças registrados: cancele-o em vez de excluir.",
      );
      expect((await read(o.id)).id).toBe(o.id);
    }
  });

  it("gives the last unit to one of two orders asking at once", async () => {
    const part = await registerProduct(admin, { quantity: 1 });
    const [a, b] = [await order(), await order()];
    const answers = await Promise.all([a, b].map((o) => add(o.id, { productId: part.id, quantity: 1 })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await quantityOf(part)).toBe(0);
    expect(await t.db.select().from(orderParts).where(eq(orderParts.productId, part.id))).toHaveLength(1);
  });

  it("twenty adds of one part to one order at once: three units on the shelf make three lines, the total counts them", async () => {
    const part = await registerProduct(admin, { name: "Conector Micro USB", priceCents: 2000, quantity: 3 });
    const o = await order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(o.id, { productId: part.id, quantity: 1 })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(await quantityOf(part)).toBe(0);
    const after = await read(o.id);
    expect(after.parts).toHaveLength(3);
    // The service's 100,00 and three parts of 20,00; the balances' index agrees with the rows.
    expect(after.money.totalCents).toBe(16000);
    const [indexed] = await t.db.select().from(orderMoney).where(eq(orderMoney.orderId, o.id));
    expect(indexed!.total).toBe("160.00");
  });

  it("refuses bad lines in pt-BR, a cliente, and anyone signed out", async () => {
    const part = await registerProduct(admin, { priceCents: 1000, quantity: 5 });
    const o = await order();
    const refusal = async (body: Record<string, unknown>) => {
      const res = await add(o.id, { productId: part.id, quantity: 1, ...body });
      expect(res.status).toBe(400);
      return (await json(res)).error?.message;
    };
    expect(await refusal({ quantity: 0 })).toBe("A quantidade deve ser maior que zero");
    expect(await refusal({ quantity: 1.5 })).toBe("A quantidade deve ser um número inteiro");
    expect(await refusal({ unitPriceCents: -1 })).toBe("O preço não pode ser negativo");
    expect(await refusal({ discountType: "porcentagem", discountValue: 101 })).toBe("Desconto não pode passar de 100%");
    // The catalog's price, R$ 10,00: a discount of R$ 10,01 passes it.
    expect(await refusal({ discountType: "valor", discountValue: 1001 })).toBe(
      "Desconto não pode ser maior que o valor da peça",
    );
    expect(await quantityOf(part)).toBe(5);
    expect((await add(o.id, { productId: part.id, quantity: 1 }, customer)).status).toBe(403);
    expect((await add(o.id, { productId: part.id, quantity: 1 }, t.client())).status).toBe(401);
  });
});
