import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ToBuyItem } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { orderAwaitedParts } from "@server/db/schema/order-items";
import { products } from "@server/db/schema/stock";
import { toProduct } from "./product-view";

/**
 * What to buy (docs/decisions/045): every active part whose shelf is under its minimum, or that orders
 * in 'Aguardando peça' wait for beyond what is on the shelf; to buy = what those orders wait for plus the
 * minimum, less what is there. Most needed first.
 */
export async function listToBuy({ db, seesCosts }: { db: Db; seesCosts: boolean }): Promise<ToBuyItem[]> {
  const waiting = db
    .select({
      productId: orderAwaitedParts.productId,
      orders: sql<number>`count(*)::int`.as("orders"),
      units: sql<number>`sum(${orderAwaitedParts.quantity})::int`.as("units"),
    })
    .from(orderAwaitedParts)
    .groupBy(orderAwaitedParts.productId)
    .as("waiting");
  const toBuy = sql<number>`(${products.minimum} + coalesce(${waiting.units}, 0) - ${products.quantity})::int`;
  const rows = await db
    .select({
      product: products,
      waitingOrders: sql<number>`coalesce(${waiting.orders}, 0)`,
      waitingUnits: sql<number>`coalesce(${waiting.units}, 0)`,
      toBuy,
    })
    .from(products)
    .leftJoin(waiting, eq(waiting.productId, products.id))
    .where(and(eq(products.active, true), sql`${toBuy} > 0`))
    .orderBy(desc(toBuy), asc(products.name), asc(products.id));
  return rows.map((row) => ({
    product: toProduct(row.product, seesCosts),
    waitingOrders: Number(row.waitingOrders),
    waitingUnits: Number(row.waitingUnits),
    toBuy: Number(row.toBuy),
  }));
}
