import { eq } from "drizzle-orm";
import type { AwaitedPart } from "@shared/order-types";
import type { PaymentMethod } from "@shared/payments";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import type { KeptFile } from "@server/storage/files";
import { saveDeliverySignature } from "./delivery-signature.service";
import { recordEvent } from "./order-events.queries";
import { awaitPart, returnOrderParts } from "./status-parts.service";
import { assertMove, notifyStatusChange } from "./order-moves.service";

/** An order's row as its caller read it in the transaction, locked (`select … for update`). */
export interface LockedOrder {
  id: string;
  number: number;
  clientId: string;
  status: OrderStatus;
}

/**
 * Where the order goes, with what that status asks for: delivering, who picked the device up and their
 * signature (a checked PNG) if they signed; cancelling, why. A note is for the history.
 */
export type OrderMove = { note?: string | null } & (
  | { to: "entregue"; pickedUpBy: string; signature: KeptFile | null; openBalanceCents: number }
  | { to: "cancelado"; cancelReason: string; money: CancelledMoney | null }
  | { to: "aguardando_peca"; awaitingPart?: AwaitedPart | null }
  | { to: Exclude<OrderStatus, "entregue" | "cancelado" | "aguardando_peca"> }
);

/**
 * What became of the money received on an order being cancelled (docs/decisions/038): handed back
 * (recorded as a refund by the caller, in the same transaction) or kept by the shop.
 */
export type CancelledMoney = { refundedCents: number; method: PaymentMethod } | { keptCents: number };

/** Who moves it: staff, or the customer (their account, or no one's through the tracking link). */
export interface MoveActor {
  userId: string | null;
  customer: boolean;
}

/**
 * The one way an order's status changes (docs/decisions/036): the move checked against the workflow,
 * the status written with what delivering or cancelling records, the history's entry, and the
 * customer told, all in the caller's transaction so they commit or fail with the rest of its work.
 * Answers the order as it now stands, for a caller that moves it again.
 */
export async function moveOrder(options: {
  tx: Db;
  order: LockedOrder;
  actor: MoveActor;
  move: OrderMove;
  now: Date;
}): Promise<LockedOrder> {
  const { tx, order, actor, move, now } = options;
  assertMove(order.status, move.to);
  const delivery = move.to === "entregue" ? move : null;
  const cancellation = move.to === "cancelado" ? move : null;
  await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: now,
      // The unlock code is for the repair only: it goes when the device does (docs/decisions/023).
      ...(delivery ? { deliveredAt: now, pickedUpBy: delivery.pickedUpBy, unlockCode: null } : {}),
      ...(cancellation ? { cancelReason: cancellation.cancelReason } : {}),
    })
    .where(eq(orders.id, order.id));
  if (delivery?.signature) await saveDeliverySignature({ tx, orderId: order.id, file: delivery.signature, now });
  // What it waits for is said with 'Aguardando peça' only, and forgotten when it moves on.
  await awaitPart({
    tx,
    orderId: order.id,
    part: move.to === "aguardando_peca" ? (move.awaitingPart ?? null) : null,
    now,
  });
  // A cancelled repair uses none of its parts: they go back on the shelf (docs/decisions/045).
  if (cancellation) await returnOrderParts({ tx, orderId: order.id, userId: actor.userId });
  await recordEvent(tx, {
    orderId: order.id,
    userId: actor.userId,
    kind: delivery ? "entregue" : "status",
    fromStatus: order.status,
    toStatus: move.to,
    note: move.note ?? null,
    // What the history says of the money: delivered owing some, cancelled with money back or kept.
    detail: delivery
      ? {
          pickedUpBy: delivery.pickedUpBy,
          signed: delivery.signature !== null,
          ...(delivery.openBalanceCents > 0 ? { openBalanceCents: delivery.openBalanceCents } : {}),
        }
      : cancellation
        ? { cancelReason: cancellation.cancelReason, ...cancellation.money }
        : null,
  });
  const moved = { ...order, status: move.to };
  // A customer is told what the shop did, not what they just did themselves (an approval).
  if (!actor.customer) await notifyStatusChange({ db: tx, order: moved });
  return moved;
}
