import type { Product } from "@shared/stock-types";

/**
 * The part a scan names: its barcode, or its SKU ignoring case, exactly. The catalog's search answers
 * such a match first, but also every part whose name or models merely contain the code.
 */
export function exactMatch<T extends Pick<Product, "barcode" | "sku">>(
  items: readonly T[],
  code: string,
): T | undefined {
  return items.find((p) => p.barcode === code || (p.sku !== null && p.sku.toLowerCase() === code.toLowerCase()));
}
