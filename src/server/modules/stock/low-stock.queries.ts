import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { LowStockPart } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { products } from "@server/db/schema/stock";

/** The parts under their minimum (active ones), the emptiest shelves first: the dashboard's panel. */
export async function lowStockParts({ db, limit }: { db: Db; limit: number }): Promise<LowStockPart[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      quantity: products.quantity,
      minimum: products.minimum,
      location: products.location,
    })
    .from(products)
    .where(and(eq(products.active, true), lt(products.quantity, products.minimum)))
    .orderBy(asc(sql`${products.quantity} - ${products.minimum}`), asc(products.name), asc(products.id))
    .limit(limit);
}
