import { randomUUID } from "node:crypto";
import { fromCents } from "@shared/money";
import type { Db } from "@server/db/client";
import { products, purchaseItems, purchases, suppliers } from "@server/db/schema/stock";
import type { BulkMove } from "@server/modules/stock/bulk-ledger";
import { enterMovesInBulk } from "@server/modules/stock/stock-moves.service";
import type { Random } from "./random";
import { StockHistory, type ShopOrderRef } from "./stock-history";
import { makeProducts, makeSupplier } from "./stock-generators";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop's three years, as seed-shop.ts. */
const SPAN_MS = 3 * 365 * DAY_MS;
const PRODUCT_BATCH = 1000;
/** Moves per transaction: enterMovesInBulk locks the parts they name, a few thousand at most. */
const MOVE_BATCH = 5000;

/**
 * How much stock comes with N orders, in proportion (issue 25: 20,000 parts and 1,000,000 moves at
 * 100,000 orders). One part in the catalog for every five orders: a shop that repairs a hundred
 * thousand devices in three years keeps parts for most models it meets, by grade and colour. Ten
 * moves per order: the parts the orders take (about five each, films and cases included), the
 * purchases that restock them, and a few returns and counts. At 1,000 orders: 200 parts, 10,000 moves.
 */
export function stockSize(orderCount: number) {
  const productCount = Math.max(20, Math.round(orderCount * 0.2));
  return {
    products: productCount,
    moves: orderCount * 10,
    suppliers: Math.max(3, Math.ceil(productCount / 500)),
  };
}

interface SeedStockOptions {
  db: Db;
  random: Random;
  now: Date;
  /** The seeded orders, oldest first: saídas and devoluções go to the order of their day. */
  orders: ShopOrderRef[];
  staffIds: string[];
  onProgress: (rowsDone: number) => void;
}

/**
 * Suppliers, then the catalog (in batches; no quantity: every unit comes by a move), then the moves in
 * time order, each batch with the purchases its entradas belong to, written by the stock module's
 * bulk writer. A part is registered at its date: two fifths of the catalog in the shop's first month
 * (what it opened with), the rest through the years as new models arrive. The saídas name their order
 * but write no order_parts line: a line would add to the order's total, which the shop's seed has
 * already settled with its payments (order-money.ts), and the money's figures of issue 24 would move.
 */
export async function seedStock(options: SeedStockOptions): Promise<{ products: number; moves: number }> {
  const { db, random, now, staffIds, onProgress } = options;
  const size = stockSize(options.orders.length);
  const start = now.getTime() - SPAN_MS;
  const opening = Math.ceil(size.products * 0.4);
  const fractionOf = (i: number) =>
    i < opening ? (i / opening) * 0.03 : 0.03 + ((i - opening) / (size.products - opening)) * 0.92;
  let rowsDone = 0;

  const supplierRows = Array.from({ length: size.suppliers }, (_, i) => ({
    ...makeSupplier(random, i),
    createdAt: new Date(start),
  }));
  await db.insert(suppliers).values(supplierRows);

  const catalog = makeProducts(random, size.products, (i) => new Date(start + fractionOf(i) * SPAN_MS));
  for (let first = 0; first < catalog.length; first += PRODUCT_BATCH) {
    const batch = catalog.slice(first, first + PRODUCT_BATCH).map(({ listCostCents: _cost, ...row }) => row);
    await db.insert(products).values(batch);
    onProgress((rowsDone += batch.length));
  }

  const history = new StockHistory({
    random,
    catalog,
    registeredAt: catalog.map((_, i) => fractionOf(i)),
    orders: options.orders,
    supplierIds: supplierRows.map((s) => s.id),
    staffIds,
    dateAt: (fraction) => new Date(start + fraction * SPAN_MS),
  });
  let written = 0;
  while (written < size.moves) {
    const moves: BulkMove[] = [];
    const purchaseRows: (typeof purchases.$inferInsert)[] = [];
    const itemRows: (typeof purchaseItems.$inferInsert)[] = [];
    while (moves.length < MOVE_BATCH && written + moves.length < size.moves) {
      const step = history.next((written + moves.length) / size.moves, size.moves - written - moves.length);
      moves.push(...step.moves);
      if (step.purchase) {
        const { items, ...purchase } = step.purchase;
        const id = randomUUID();
        purchaseRows.push({ ...purchase, id });
        itemRows.push(
          ...items.map((item) => ({
            purchaseId: id,
            productId: item.productId,
            quantity: item.quantity,
            unitCost: fromCents(item.unitCostCents),
          })),
        );
        for (const move of step.moves) move.purchaseId = id;
      }
    }
    await db.transaction(async (tx) => {
      for (let first = 0; first < purchaseRows.length; first += 1000)
        await tx.insert(purchases).values(purchaseRows.slice(first, first + 1000));
      for (let first = 0; first < itemRows.length; first += 1000)
        await tx.insert(purchaseItems).values(itemRows.slice(first, first + 1000));
      await enterMovesInBulk({ tx, moves });
    });
    written += moves.length;
    onProgress((rowsDone += moves.length));
  }
  return { products: catalog.length, moves: written };
}
