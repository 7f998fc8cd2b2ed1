import { toCents } from "@shared/money";
import type { Product } from "@shared/stock-types";
import type { ProductRow } from "@server/db/schema/stock";

/**
 * A product as the API answers it. Its cost is the admin's (stock.costs): for anyone else the key is
 * left out, not nulled, so no cost reaches a técnico's screen or network tab.
 */
export function toProduct(row: ProductRow, seesCosts: boolean): Product {
  const product: Product = {
    id: row.id,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    fits: row.fits,
    location: row.location,
    priceCents: toCents(row.price),
    quantity: row.quantity,
    minimum: row.minimum,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (seesCosts) product.costCents = toCents(row.cost);
  return product;
}
