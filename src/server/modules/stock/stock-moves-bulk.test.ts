import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, stockMoves } from "@server/db/schema/stock";
import { createTestApp } from "@server/test/test-app";
import { registerProduct } from "./stock-fixture";
import type { BulkMove } from "./bulk-ledger";
import { enterMovesInBulk, moveStock } from "./stock-moves.service";

describe("a history of moves entered in bulk", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");

  async function stateOf(productId: string) {
    const [product] = await t.db
      .select({ quantity: products.quantity, cost: products.cost })
      .from(products)
      .where(eq(products.id, productId));
    const moves = await t.db
      .select({
        kind: stockMoves.kind,
        delta: stockMoves.delta,
        unitCost: stockMoves.unitCost,
        quantityAfter: stockMoves.quantityAfter,
        reason: stockMoves.reason,
        createdAt: stockMoves.createdAt,
      })
      .from(stockMoves)
      .where(eq(stockMoves.productId, productId))
      .orderBy(asc(stockMoves.createdAt));
    return { ...product!, moves };
  }

  /** A day of a part's life: bought twice at different costs, taken, one back, counted, bought again. */
  const history: Omit<BulkMove, "productId" | "createdAt" | "userId">[] = [
    { kind: "entrada", delta: 3, unitCostCents: 21001 },
    { kind: "saida", delta: -6 },
    { kind: "devolucao", delta: 1 },
    { kind: "entrada", delta: 2, unitCostCents: 18050 },
    { kind: "ajuste", delta: -1, reason: "Contagem de inventário" },
    { kind: "saida", delta: -2 },
    { kind: "entrada", delta: 5, unitCostCents: 19999 },
  ];
  // After the opening entradas registerProduct writes now, so the ledger reads in this order.
  const start = Date.now() + 60_000;
  const at = (i: number) => new Date(start + i * 60_000);

  it("writes the ledger moveStock would, move by move: quantities after, unit costs, the average cost", async () => {
    const oneByOne = await registerProduct(admin, { quantity: 5 });
    const bulk = await registerProduct(admin, { quantity: 5 });
    for (const move of history)
      await t.db.transaction((tx) => moveStock({ tx, ...move, productId: oneByOne.id, userId: null }));
    await t.db.transaction((tx) =>
      enterMovesInBulk({
        tx,
        moves: history.map((move, i) => ({ ...move, productId: bulk.id, userId: null, createdAt: at(i) })),
      }),
    );

    const expected = await stateOf(oneByOne.id);
    const entered = await stateOf(bulk.id);
    // 5 + 3 − 6 + 1 + 2 − 1 − 2 + 5
    expect(entered.quantity).toBe(7);
    expect(entered.cost).toBe(expected.cost);
    const comparable = (moves: typeof entered.moves) => moves.map(({ createdAt: _c, ...move }) => move);
    expect(comparable(entered.moves)).toEqual(comparable(expected.moves));
    expect(entered.moves.slice(1).map((m) => m.quantityAfter)).toEqual([8, 2, 3, 5, 4, 2, 7]);
    expect(entered.moves.slice(1).map((m) => m.createdAt)).toEqual(history.map((_, i) => at(i)));
  });

  it("runs each part's quantity on its own, interleaved in one batch", async () => {
    const a = await registerProduct(admin, { quantity: 1 });
    const b = await registerProduct(admin, { quantity: 10 });
    const move = (productId: string, delta: number, i: number): BulkMove => ({
      productId,
      kind: delta > 0 ? "entrada" : "saida",
      delta,
      userId: null,
      createdAt: at(i),
    });
    await t.db.transaction((tx) =>
      enterMovesInBulk({ tx, moves: [move(a.id, -1, 0), move(b.id, -4, 1), move(a.id, 2, 2), move(b.id, -6, 3)] }),
    );
    const [stateA, stateB] = [await stateOf(a.id), await stateOf(b.id)];
    expect(stateA.quantity).toBe(2);
    expect(stateB.quantity).toBe(0);
    expect(stateA.moves.map((m) => m.quantityAfter)).toEqual([1, 0, 2]);
    expect(stateB.moves.map((m) => m.quantityAfter)).toEqual([10, 6, 0]);
  });

  it("refuses the whole batch when a move would take a part below zero, and writes nothing", async () => {
    const part = await registerProduct(admin, { name: "Bateria Moto G8", quantity: 2 });
    const moves: BulkMove[] = [
      { productId: part.id, kind: "saida", delta: -1, userId: null, createdAt: at(0) },
      { productId: part.id, kind: "saida", delta: -2, userId: null, createdAt: at(1) },
    ];
    await expect(t.db.transaction((tx) => enterMovesInBulk({ tx, moves }))).rejects.toThrow(
      "Estoque insuficiente de Bateria Moto G8: há 1.",
    );
    const state = await stateOf(part.id);
    expect(state.quantity).toBe(2);
    expect(state.moves).toHaveLength(1);
  });

  it("refuses a part that does not exist", async () => {
    const moves: BulkMove[] = [
      {
        productId: "00000000-0000-4000-8000-000000000000",
        kind: "entrada",
        delta: 1,
        userId: null,
        createdAt: at(0),
      },
    ];
    await expect(t.db.transaction((tx) => enterMovesInBulk({ tx, moves }))).rejects.toThrow("Peça não encontrada");
  });
});
