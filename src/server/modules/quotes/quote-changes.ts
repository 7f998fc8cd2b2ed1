import { eq } from "drizzle-orm";
import { canMove } from "@shared/order-workflow";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { recordEvent } from "@server/modules/orders/order-events";
import { currentQuote, latestDecision } from "./quote-read";

/** Whether the customer's latest answer approved the quote as it stands now: read before an edit. */
export async function approvedAsItStands(db: Db, orderId: string): Promise<boolean> {
  const { hash } = await currentQuote(db, orderId);
  const decision = await latestDecision(db, orderId, hash);
  return decision?.decision === "aprovado" && decision.current;
}

/**
 * After an edit: an approval no longer holds once the services or prices changed (docs/decisions/029).
 * The history says so and, where the workflow allows, the order goes back to 'Aguardando aprovação', so
 * the customer sees the new quote with its buttons. Answers whether the status moved.
 */
export async function voidApprovalIfChanged(
  db: Db,
  options: { orderId: string; userId: string; wasApproved: boolean; status: OrderStatus; now: Date },
): Promise<boolean> {
  if (!options.wasApproved || (await approvedAsItStands(db, options.orderId))) return false;
  const { orderId, userId, status } = options;
  await recordEvent(db, { orderId, userId, kind: "orcamento_alterado" });
  if (!canMove(status, "aguardando_aprovacao")) return false;
  await db.update(orders).set({ status: "aguardando_aprovacao", updatedAt: options.now }).where(eq(orders.id, orderId));
  await recordEvent(db, {
    orderId,
    userId,
    kind: "status",
    fromStatus: status,
    toStatus: "aguardando_aprovacao",
    note: "Orçamento alterado depois da aprovação: aguardando nova aprovação do cliente",
  });
  return true;
}
