import { inArray } from "drizzle-orm";
import { fromCents, partTotalCents, toCents } from "@shared/money";
import type { OrderPartInput } from "@shared/validation/order-part";
import type { Db } from "@server/db/client";
import { products } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { assertDiscountFits, storedDiscount } from "@server/modules/stock/part-lines";

/** A cart's line as the server prices it: the catalog's name, its price unless staff typed another. */
export interface PricedLine {
  productId: string;
  description: string;
  quantity: number;
  unitPrice: string;
  discountType: OrderPartInput["discountType"];
  discountValue: string;
  totalCents: number;
}

/**
 * The cart priced from the catalog (the same sum the sale will be paid for and the Pix code asks):
 * every part known and active, every discount within its line.
 */
export async function priceLines(db: Db, items: readonly OrderPartInput[]): Promise<PricedLine[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const found = await db
    .select({ id: products.id, name: products.name, price: products.price, active: products.active })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  return items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) throw new AppError("NOT_FOUND", "Peça não encontrada");
    if (!product.active) throw new AppError("CONFLICT", `${product.name} está desativada no estoque.`);
    const unitPriceCents = item.unitPriceCents ?? toCents(product.price);
    assertDiscountFits(item, unitPriceCents, item.quantity);
    const line = {
      productId: item.productId,
      description: product.name,
      quantity: item.quantity,
      unitPrice: fromCents(unitPriceCents),
      discountType: item.discountType,
      discountValue: storedDiscount(item),
    };
    return { ...line, totalCents: partTotalCents(line) };
  });
}

export const cartTotalCents = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.totalCents, 0);
