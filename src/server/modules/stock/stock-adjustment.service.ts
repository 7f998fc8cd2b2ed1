import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { products } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { moveStock, type MovedStock } from "./stock-moves.service";

/**
 * An inventory count (docs/decisions/043): what is on the shelf and why it differs. The product is
 * locked first, so the difference is taken from the quantity no other move is changing, and written
 * as one ajuste of that difference; a count equal to the quantity moves nothing and is refused.
 */
export async function adjustStock(options: {
  db: Db;
  productId: string;
  countedQuantity: number;
  reason: string;
  userId: string;
}): Promise<MovedStock & { delta: number }> {
  const { db, productId, countedQuantity, reason, userId } = options;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) throw new AppError("NOT_FOUND", "Peça não encontrada");
    const delta = countedQuantity - product.quantity;
    if (delta === 0)
      throw new AppError(
        "CONFLICT",
        `A contagem é igual ao estoque de ${product.name} (${product.quantity}): não há o que ajustar.`,
      );
    const moved = await moveStock({ tx, productId, kind: "ajuste", delta, reason, userId });
    return { ...moved, delta };
  });
}
