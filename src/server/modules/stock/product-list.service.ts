import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "@shared/paging";
import type { Product, ProductStatus } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { products } from "@server/db/schema/stock";
import { containsPattern, offsetOf, type Paging } from "@server/lib/paging";
import { toProduct } from "./product-view";

function statusCondition(status: ProductStatus): SQL | undefined {
  if (status === "ativos") return eq(products.active, true);
  if (status === "inativos") return eq(products.active, false);
  return undefined;
}

/**
 * The catalog, paged: newest first; searched, over name, SKU, barcode and the models a part fits (the
 * trigram indexes answer ILIKE '%…%'), an exact barcode or SKU first, since that is what a scan
 * sends, then by name.
 */
export async function listProducts(options: {
  db: Db;
  search?: string;
  status: ProductStatus;
  paging: Paging;
  seesCosts: boolean;
}): Promise<Page<Product>> {
  const { db, search, status, paging, seesCosts } = options;
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    statusCondition(status),
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(products.sku, pattern),
          ilike(products.barcode, pattern),
          ilike(products.fits, pattern),
        )
      : undefined,
  );
  const order = search
    ? [
        desc(sql`coalesce(lower(${products.sku}) = lower(${search}) or ${products.barcode} = ${search}, false)`),
        asc(products.name),
        asc(products.id),
      ]
    : [desc(products.createdAt), desc(products.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map((row) => toProduct(row, seesCosts)), total: total?.n ?? 0, ...paging };
}
