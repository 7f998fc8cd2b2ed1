import { asc } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { Db } from "@server/db/client";
import { products } from "@server/db/schema/stock";
import { writeProductCsv } from "./product-csv";

/** Every part, active or not, by name, in the import's own columns; the cost only for who sees costs. */
export async function exportProducts({ db, seesCosts }: { db: Db; seesCosts: boolean }): Promise<string> {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.id));
  return writeProductCsv(
    rows.map((row) => ({
      name: row.name,
      sku: row.sku,
      barcode: row.barcode,
      fits: row.fits,
      costCents: toCents(row.cost),
      priceCents: toCents(row.price),
      quantity: row.quantity,
      minimum: row.minimum,
      location: row.location,
    })),
    seesCosts,
  );
}
