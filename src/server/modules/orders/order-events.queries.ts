import type { OrderEventKind, OrderStatus } from "@shared/value-sets";
import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { orderEvents } from "@server/db/schema/order-history";

interface NewEvent {
  orderId: string;
  userId: string | null;
  kind: OrderEventKind;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  note?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Appends one entry to an order's history, inside the caller's transaction. */
export async function recordEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** Records who was made responsible for the order, by name as it was then. */
export async function recordAssignment(db: Db, orderId: string, actorId: string, technicianId: string): Promise<void> {
  const [technician] = await db.select({ name: user.name }).from(user).where(eq(user.id, technicianId));
  await recordEvent(db, {
    orderId,
    userId: actorId,
    kind: "atribuido",
    detail: { technicianId, technicianName: technician?.name ?? null },
  });
}
