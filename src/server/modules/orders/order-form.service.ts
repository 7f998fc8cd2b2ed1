import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import { INITIAL_STATUSES } from "@shared/order-workflow";
import { POLICY } from "@shared/permissions";
import type { OrderStatus } from "@shared/value-sets";
import type { OrderData } from "@shared/validation/order";
import type { z } from "zod";
import type { paymentInputSchema } from "@shared/validation/payment";
import type { Db } from "@server/db/client";
import { user as users } from "@server/db/schema/auth";
import { appointments, services } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { notifyStaff } from "@server/modules/notifications/notifications.service";
import { recordPaymentIn } from "@server/modules/payments/payments.service";
import { moveOrder, type OrderMove } from "./move-order.service";
import { changedFields } from "./order-changes.queries";
import { syncChildren } from "./order-children.queries";
import { orderColumns, serviceColumns } from "./order-columns";
import { recordAssignment, recordEvent } from "./order-events.queries";
import { assertMove, newVisitsMessage, notifyVisits } from "./order-moves.service";
import { getOrder, ORDER_NOT_FOUND } from "./orders.service";
import { approvedAsItStands, voidApprovalIfChanged } from "./quote-changes";

async function assertClientExists(db: Db, clientId: string) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError("VALIDATION_ERROR", "Cliente não encontrado");
}

/** The responsible technician must be a staff member (docs/product.md §3). */
async function assertTechnician(db: Db, technicianId: string | null) {
  if (!technicianId) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, technicianId), inArray(users.role, [...POLICY["orders.write"]])));
  if (!found) throw new AppError("VALIDATION_ERROR", "Técnico não encontrado");
}

/** The order, its services and its visits: written together or not at all. */
export async function createOrder({
  db,
  user,
  input,
  deposit = null,
}: {
  db: Db;
  user: SessionUser;
  input: OrderData;
  /** The deposit (sinal) taken at intake, and the shop's day: recorded with the order, or neither is. */
  deposit?: { payment: z.output<typeof paymentInputSchema>; today: string } | null;
}): Promise<Order> {
  if (!(INITIAL_STATUSES as readonly OrderStatus[]).includes(input.status)) {
    throw new AppError("VALIDATION_ERROR", "Um pedido novo não começa entregue nem cancelado");
  }
  const id = await db.transaction(async (tx) => {
    await assertClientExists(tx, input.clientId);
    await assertTechnician(tx, input.technicianId);
    const [order] = await tx
      .insert(orders)
      .values({ ...orderColumns(input), status: input.status, userId: user.id })
      .returning({ id: orders.id, number: orders.number });
    const orderId = order!.id;
    await recordEvent(tx, { orderId, userId: user.id, kind: "criado", toStatus: input.status });
    if (input.technicianId) await recordAssignment(tx, orderId, user.id, input.technicianId);
    if (input.services.length)
      await tx.insert(services).values(input.services.map((s, i) => ({ ...serviceColumns(s, i), orderId })));
    if (input.appointments.length) {
      await tx
        .insert(appointments)
        .values(input.appointments.map(({ date, period, status }) => ({ orderId, date, period, status })));
      await notifyStaff({
        db: tx,
        message: newVisitsMessage({ id: orderId, number: order!.number }, input.appointments),
        exceptUserId: user.id,
      });
      await notifyVisits({
        db: tx,
        order: { id: orderId, clientId: input.clientId, number: order!.number },
        visits: input.appointments,
        moved: false,
      });
    }
    if (deposit) {
      const { payment, today } = deposit;
      const input = { ...payment, note: payment.note ?? "Sinal (entrada)" };
      await recordPaymentIn({ tx, orderId, input, recorderId: user.id, today });
    }
    return orderId;
  });
  return getOrder({ db, user, id });
}

/**
 * Replaces the order's fields, services and visits in one transaction: items with an id are
 * updated, items without one are added, and the ones left out are deleted.
 */
export async function updateOrder({
  db,
  user,
  id,
  input,
}: {
  db: Db;
  user: SessionUser;
  id: string;
  input: OrderData;
}): Promise<Order> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!existing) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    const move = existing.status === input.status ? null : formMove(existing.status, input.status);
    await assertClientExists(tx, input.clientId);
    await assertTechnician(tx, input.technicianId);
    const edited = await changedFields(tx, id, existing, input);
    const wasApproved = await approvedAsItStands(tx, id);
    const visitsBefore = await tx
      .select({ id: appointments.id, date: appointments.date, period: appointments.period })
      .from(appointments)
      .where(eq(appointments.orderId, id));
    const now = new Date();
    await tx
      .update(orders)
      .set({ ...orderColumns(input), updatedAt: now })
      .where(eq(orders.id, id));
    await syncChildren(tx, id, input);

    if (edited.length)
      await recordEvent(tx, { orderId: id, userId: user.id, kind: "editado", detail: { fields: edited } });
    if (existing.technicianId !== input.technicianId && input.technicianId) {
      await recordAssignment(tx, id, user.id, input.technicianId);
    }
    const addedVisits = input.appointments.filter((a) => !a.id);
    const orderRef = { id, clientId: input.clientId, number: existing.number };
    if (addedVisits.length) {
      await notifyStaff({
        db: tx,
        message: newVisitsMessage({ id, number: existing.number }, addedVisits),
        exceptUserId: user.id,
      });
      await notifyVisits({ db: tx, order: orderRef, visits: addedVisits, moved: false });
    }
    const movedVisits = input.appointments.filter((a) =>
      visitsBefore.some((b) => b.id === a.id && (b.date !== a.date || b.period !== a.period)),
    );
    if (movedVisits.length) await notifyVisits({ db: tx, order: orderRef, visits: movedVisits, moved: true });
    const actor = { userId: user.id, customer: false };
    const before = { ...orderRef, status: existing.status };
    const order = move ? await moveOrder({ tx, order: before, actor, move, now }) : before;
    await voidApprovalIfChanged({ tx, order, actor, wasApproved, now });
  });
  return getOrder({ db, user, id });
}

/** The form moves the status along the workflow; delivering and cancelling ask for more (statusChangeSchema). */
function formMove(from: OrderStatus, to: OrderStatus): OrderMove {
  assertMove(from, to);
  if (to === "entregue" || to === "cancelado") {
    throw new AppError("VALIDATION_ERROR", "Para entregar ou cancelar, use 'Mudar status' no pedido");
  }
  return { to };
}
