import { canMove } from "@shared/order-workflow";
import type { Db } from "@server/db/client";
import { moveOrder, type LockedOrder, type MoveActor } from "./move-order.service";
import { recordEvent } from "./order-events.queries";
import { currentQuote, latestDecision } from "./quote-read.queries";

/** Whether the customer's latest answer approved the quote as it stands now: read before an edit. */
export async function approvedAsItStands(db: Db, orderId: string): Promise<boolean> {
  const { hash } = await currentQuote(db, orderId);
  const decision = await latestDecision(db, orderId, hash);
  return decision?.decision === "aprovado" && decision.current;
}

/**
 * After an edit: an approval no longer holds once the services or prices changed (docs/decisions/029).
 * The history says so and, where the workflow allows, the order goes back to 'Aguardando aprovação', so
 * the customer sees the new quote with its buttons (the entry above says why: the move carries no note).
 */
export async function voidApprovalIfChanged(options: {
  tx: Db;
  order: LockedOrder;
  actor: MoveActor;
  wasApproved: boolean;
  now: Date;
}): Promise<void> {
  const { tx, order, actor, now } = options;
  if (!options.wasApproved || (await approvedAsItStands(tx, order.id))) return;
  await recordEvent(tx, { orderId: order.id, userId: actor.userId, kind: "orcamento_alterado" });
  if (canMove(order.status, "aguardando_aprovacao"))
    await moveOrder({ tx, order, actor, move: { to: "aguardando_aprovacao" }, now });
}
