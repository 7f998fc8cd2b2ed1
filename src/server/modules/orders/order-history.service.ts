import { and, asc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { OrderEvent } from "@shared/order-types";
import { can } from "@shared/permissions";
import type { OrderEventKind } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { orderEvents } from "@server/db/schema/order-history";
import { getOrder } from "./orders.service";

// What a customer sees of their order's history: how its status went and their own answers to the
// quote, not the shop's notes and edits.
const CUSTOMER_KINDS: OrderEventKind[] = ["criado", "status", "entregue", "orcamento_aprovado", "orcamento_recusado"];
// The details a customer may read: their own name and the total they answered.
const OWN_DETAIL_KINDS: OrderEventKind[] = ["orcamento_aprovado", "orcamento_recusado"];

/** An order's history, oldest first, for a user who may see the order; a customer sees their status changes only. */
export async function orderHistory({
  db,
  user: viewer,
  id,
}: {
  db: Db;
  user: SessionUser;
  id: string;
}): Promise<OrderEvent[]> {
  await getOrder({ db, user: viewer, id });
  const canWriteOrders = can(viewer.role, "orders.write");
  const rows = await db
    .select({ event: orderEvents, userName: user.name })
    .from(orderEvents)
    .leftJoin(user, eq(user.id, orderEvents.userId))
    .where(and(eq(orderEvents.orderId, id), canWriteOrders ? undefined : inArray(orderEvents.kind, CUSTOMER_KINDS)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map(({ event, userName }): OrderEvent => ({
    id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    note: canWriteOrders ? event.note : null,
    detail: canWriteOrders || OWN_DETAIL_KINDS.includes(event.kind) ? (event.detail ?? null) : null,
    userName: canWriteOrders ? userName : null,
    createdAt: event.createdAt.toISOString(),
  }));
}
