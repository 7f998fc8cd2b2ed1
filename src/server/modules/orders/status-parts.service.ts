import { asc, eq } from "drizzle-orm";
import type { AwaitedPart } from "@shared/order-types";
import type { Db } from "@server/db/client";
import { orderAwaitedParts, orderParts } from "@server/db/schema/order-items";
import { products } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { moveStock } from "@server/modules/stock/stock-moves.service";
import { recordEvent } from "./order-events.queries";

// What a status move does to an order's parts (docs/decisions/045), in the move's transaction.

/**
 * Every part of an order being cancelled back to stock, in the move's transaction (docs/decisions/045).
 * The lines stay on the order for its history.
 */
export async function returnOrderParts(options: { tx: Db; orderId: string; userId: string | null }) {
  const { tx } = options;
  const lines = await tx
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, options.orderId))
    .orderBy(asc(orderParts.productId));
  for (const line of lines)
    await moveStock({
      tx,
      productId: line.productId,
      kind: "devolucao",
      delta: line.quantity,
      orderId: options.orderId,
      reason: "Pedido cancelado",
      userId: options.userId,
    });
  if (lines.length > 0)
    await recordEvent(tx, {
      orderId: options.orderId,
      userId: options.userId,
      kind: "pecas",
      detail: { action: "devolvidas", quantity: lines.reduce((sum, line) => sum + line.quantity, 0) },
    });
}

/** The part the order now waits for, or none: replaces what it waited for before. */
export async function awaitPart(options: { tx: Db; orderId: string; part: AwaitedPart | null; now: Date }) {
  const { tx, orderId, part } = options;
  await tx.delete(orderAwaitedParts).where(eq(orderAwaitedParts.orderId, orderId));
  if (!part) return;
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, part.productId));
  if (!product) throw new AppError("NOT_FOUND", "Peça não encontrada");
  await tx
    .insert(orderAwaitedParts)
    .values({ orderId, productId: part.productId, quantity: part.quantity, since: options.now });
}
