import { asc, eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { orderParts } from "@server/db/schema/order-items";
import { moveStock } from "@server/modules/stock/stock-moves.service";
import { recordEvent } from "./order-events.queries";

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
