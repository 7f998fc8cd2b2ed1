import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Product } from "@shared/stock-types";
import { products, stockMoves } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { createTestApp } from "@server/test/test-app";
import { purchase, registerProduct, registerSupplier } from "./stock-fixture";
import { moveStock } from "./stock-moves.service";

describe("the stock ledger", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const supplier = await registerSupplier(admin);

  /** The quantity on hand, the sum of the part's moves, and how many moves it has. */
  async function ledgerOf(productId: string) {
    const [product] = await t.db
      .select({ quantity: products.quantity, cost: products.cost })
      .from(products)
      .where(eq(products.id, productId));
    const [moves] = await t.db
      .select({ sum: sql<number>`coalesce(sum(${stockMoves.delta}), 0)::int`, n: sql<number>`count(*)::int` })
      .from(stockMoves)
      .where(eq(stockMoves.productId, productId));
    return { quantity: product!.quantity, cost: product!.cost, sum: moves!.sum, moves: moves!.n };
  }

  it("twenty concurrent takes of one unit from three on hand: three succeed, seventeen are told why", async () => {
    const part = await registerProduct(admin, { name: "Tela iPhone 13", quantity: 3 });
    const take = () =>
      t.db.transaction((tx) => moveStock({ tx, productId: part.id, kind: "saida", delta: -1, userId: null }));
    const results = await Promise.allSettled(Array.from({ length: 20 }, take));
    const taken = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toBe("Estoque insuficiente de Tela iPhone 13: há 0.");
      expect((reason as AppError).status).toBe(409);
    }
    const ledger = await ledgerOf(part.id);
    expect(ledger).toMatchObject({ quantity: 0, sum: 0, moves: 4 });
    const saidas = await t.db.select().from(stockMoves).where(eq(stockMoves.productId, part.id));
    expect(
      saidas
        .filter((m) => m.kind === "saida")
        .map((m) => m.quantityAfter)
        .sort(),
    ).toEqual([0, 1, 2]);
  });

  it("an adjustment racing a purchase: the quantity is the sum of the moves, either way round", async () => {
    const part = await registerProduct(admin, { quantity: 5 });
    const [adjusted, bought] = await Promise.all([
      admin.request(`/api/products/${part.id}/adjustments`, { json: { countedQuantity: 2, reason: "Contagem" } }),
      purchase(admin, supplier.id, [{ productId: part.id, quantity: 4, unitCostCents: 20000 }]),
    ]);
    expect([adjusted.status, bought.status]).toEqual([201, 201]);
    const ledger = await ledgerOf(part.id);
    expect(ledger.quantity).toBe(ledger.sum);
    // The count came first (2, then 4 more) or after the purchase (9 counted as 2).
    expect([6, 2]).toContain(ledger.quantity);
  });

  it("moves the average cost with each purchase, half-up to the centavo; other moves keep it", async () => {
    const part = await registerProduct(admin, { quantity: 1, costCents: 1000 });
    const cost = async () => ((await (await admin.request(`/api/products/${part.id}`)).json()) as Product).costCents;
    // (1 × 10,00 + 1 × 10,01) / 2 = 10,005 → 10,01
    expect(
      (await purchase(admin, supplier.id, [{ productId: part.id, quantity: 1, unitCostCents: 1001 }])).status,
    ).toBe(201);
    expect(await cost()).toBe(1001);
    // (2 × 10,01 + 2 × 15,00) / 4 = 12,505 → 12,51
    await purchase(admin, supplier.id, [{ productId: part.id, quantity: 2, unitCostCents: 1500 }]);
    expect(await cost()).toBe(1251);
    const taken = await t.db.transaction((tx) =>
      moveStock({ tx, productId: part.id, kind: "saida", delta: -3, userId: null }),
    );
    expect(taken).toMatchObject({ quantity: 1, costCents: 1251 });
    const [move] = await t.db.select().from(stockMoves).where(eq(stockMoves.id, taken.moveId));
    expect(move).toMatchObject({ unitCost: "12.51", quantityAfter: 1, delta: -3 });
    // (1 × 12,51 + 3 × 9,99) / 4 = 10,62
    await purchase(admin, supplier.id, [{ productId: part.id, quantity: 3, unitCostCents: 999 }]);
    expect(await cost()).toBe(1062);
  });

  it("holds the quantity equal to the sum of the moves after every kind of write", async () => {
    const part = await registerProduct(admin, { quantity: 4 });
    const move = (kind: "saida" | "devolucao" | "entrada", delta: number) =>
      t.db.transaction((tx) => moveStock({ tx, productId: part.id, kind, delta, userId: null }));
    await purchase(admin, supplier.id, [{ productId: part.id, quantity: 6, unitCostCents: 18000 }]);
    await move("saida", -7);
    await move("devolucao", 2);
    await admin.request(`/api/products/${part.id}/adjustments`, { json: { countedQuantity: 4, reason: "Contagem" } });
    await move("entrada", 1);
    await expect(move("saida", -6)).rejects.toThrow("Estoque insuficiente");
    await admin.request(`/api/products/${part.id}`, { method: "PUT", json: { name: "Renomeada", priceCents: 1 } });
    const ledger = await ledgerOf(part.id);
    expect(ledger).toMatchObject({ quantity: 5, sum: 5, moves: 6 });
    const [last] = await t.db
      .select()
      .from(stockMoves)
      .where(eq(stockMoves.productId, part.id))
      .orderBy(sql`${stockMoves.createdAt} desc`)
      .limit(1);
    expect(last!.quantityAfter).toBe(5);
  });

  it("the database refuses a move whose sign contradicts its kind, and the quantity stays", async () => {
    const part = await registerProduct(admin, { quantity: 2 });
    await expect(
      t.db.transaction((tx) => moveStock({ tx, productId: part.id, kind: "saida", delta: 1, userId: null })),
    ).rejects.toThrow();
    await expect(
      t.db.transaction((tx) => moveStock({ tx, productId: part.id, kind: "ajuste", delta: -1, userId: null })),
    ).rejects.toThrow();
    expect(await ledgerOf(part.id)).toMatchObject({ quantity: 2, sum: 2, moves: 1 });
    await expect(
      t.db.transaction((tx) =>
        moveStock({ tx, productId: "00000000-0000-4000-8000-000000000000", kind: "saida", delta: -1, userId: null }),
      ),
    ).rejects.toThrow("Peça não encontrada");
  });
});
