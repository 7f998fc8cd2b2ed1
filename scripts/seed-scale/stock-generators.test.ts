import { describe, expect, it } from "vitest";
import { barcodeProblem, isEan } from "@shared/barcode";
import { productSchema, supplierSchema } from "@shared/validation/stock";
import { catalogLines } from "./parts-catalog";
import { createRandom } from "./random";
import { stockSize } from "./seed-stock";
import { makeProducts, makeSupplier } from "./stock-generators";
import { StockHistory } from "./stock-history";

const START = new Date("2023-11-26T12:00:00Z");
const asForm = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v ?? undefined]));

describe("the scale seed's stock", () => {
  it("keeps the issue's proportions: 20,000 parts and a million moves at 100,000 orders, 200 and 10,000 at 1,000", () => {
    expect(stockSize(100_000)).toMatchObject({ products: 20_000, moves: 1_000_000 });
    expect(stockSize(1_000)).toMatchObject({ products: 200, moves: 10_000 });
  });

  it("has more catalog lines than the 20,000 parts of 100,000 orders, none named twice", () => {
    const names = catalogLines().map((line) => line.name);
    expect(names.length).toBeGreaterThan(20_000);
    expect(new Set(names).size).toBe(names.length);
  });

  it("makes parts the admin could register through the form: valid EAN-13s for most, SKUs and codes unique", () => {
    const parts = makeProducts(createRandom(3), 3000, () => START);
    for (const part of parts) {
      const parsed = productSchema.safeParse(
        asForm({ ...part, priceCents: Math.round(Number(part.price) * 100), costCents: part.listCostCents }),
      );
      expect(parsed.success, JSON.stringify({ part, issues: parsed.error?.issues })).toBe(true);
      if (part.barcode) expect(barcodeProblem(part.barcode), part.barcode).toBeNull();
    }
    const eans = parts.filter((p) => p.barcode && isEan(p.barcode)).length;
    expect(eans / parts.length).toBeGreaterThan(0.8);
    expect(new Set(parts.map((p) => p.sku.toLowerCase())).size).toBe(parts.length);
    const codes = parts.flatMap((p) => (p.barcode ? [p.barcode] : []));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("makes suppliers the supplier form accepts", () => {
    const random = createRandom(4);
    for (let i = 0; i < 40; i++) {
      const supplier = makeSupplier(random, i);
      const parsed = supplierSchema.safeParse(asForm(supplier));
      expect(parsed.success, JSON.stringify({ supplier, issues: parsed.error?.issues })).toBe(true);
    }
  });

  it("never takes more than the shelf holds, and the same seed gives the same history", () => {
    const run = () => {
      const random = createRandom(5);
      const catalog = makeProducts(random, 50, () => START);
      const history = new StockHistory({
        random,
        catalog,
        registeredAt: catalog.map((_, i) => i / 100),
        orders: Array.from({ length: 100 }, (_, i) => ({ id: `order-${i}`, createdAt: START })),
        supplierIds: ["supplier"],
        staffIds: ["admin", "tecnico"],
        dateAt: (fraction) => new Date(START.getTime() + fraction * 1e9),
      });
      const moves = [];
      while (moves.length < 5000) moves.push(...history.next(moves.length / 5000, 5000 - moves.length).moves);
      return { catalog, moves };
    };
    const { catalog, moves } = run();
    expect(moves).toHaveLength(5000);
    const onHand = new Map<string, number>();
    for (const move of moves) {
      const after = (onHand.get(move.productId) ?? 0) + move.delta;
      expect(after).toBeGreaterThanOrEqual(0);
      onHand.set(move.productId, after);
    }
    const kinds = new Set(moves.map((m) => m.kind));
    expect([...kinds].sort()).toEqual(["ajuste", "devolucao", "entrada", "saida"]);
    const inactive = new Set(catalog.filter((p) => !p.active).map((p) => p.id));
    expect(moves.some((m) => inactive.has(m.productId))).toBe(false);
    const again = run();
    expect(again.moves.map(({ productId: _p, ...m }) => m)).toEqual(moves.map(({ productId: _p, ...m }) => m));
  });
});
