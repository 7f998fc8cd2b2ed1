import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import { INITIAL_STATUSES } from "@shared/order-workflow";
import { can, POLICY } from "@shared/permissions";
import type { Page } from "@shared/paging";
import type { OrderStatus } from "@shared/value-sets";
import type { OrderData } from "@shared/validation/order";
import type { Db } from "@server/db/client";
import { preparedPerDb, UNNAMED } from "@server/db/prepared";
import { user as users } from "@server/db/schema/auth";
import { appointments, clients, orders, services } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { containsPattern, offsetOf, type Paging } from "@server/lib/paging";
import { countRows } from "@server/lib/row-counts";
import { customerScope } from "@server/modules/clients/customer-scope";
import { notifyStaff } from "@server/modules/notifications/notifications.service";
import { changedFields } from "./order-changes";
import { syncChildren } from "./order-children";
import { orderColumns, serviceColumns } from "./order-columns";
import { recordAssignment, recordEvent } from "./order-events";
import { countFilteredOrders, filteredOrders, type OrderFilters } from "./order-list";
import { assertMove, newVisitsMessage, notifyStatusChange, notifyVisits } from "./order-moves";
import { orderWithClientColumns, toOrder } from "./order-read";
import { approvedAsItStands, voidApprovalIfChanged } from "@server/modules/quotes/quote-changes";

export const ORDER_NOT_FOUND = "Pedido não encontrado";

interface ListOptions {
  db: Db;
  user: SessionUser;
  search?: string;
  status?: OrderStatus;
  clientId?: string;
  paging: Paging;
}

/** Orders in the user's scope, newest first, searched over brand, model, device and client name. */
export async function listOrders({ db, user, search, status, clientId, paging }: ListOptions): Promise<Page<Order>> {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") return { items: [], total: 0, ...paging };
  const filters: OrderFilters = {
    ownClientId: scope.kind === "own" ? scope.clientId : undefined,
    status,
    clientId,
    pattern: search ? containsPattern(search) : undefined,
  };
  const everything = scope.kind === "all" && !search && !clientId;
  const limits = { limit: paging.pageSize, offset: offsetOf(paging) };
  const [rows, total] = await Promise.all([
    everything && !status ? newestOrders(db).execute(limits) : filteredOrders(db, filters, limits),
    everything ? countRows(db, "orders", status) : countFilteredOrders(db, filters),
  ]);
  return { items: rows.map((row) => toOrder(row)), total, ...paging };
}

// What staff's order screen opens with, and an order opened by staff: prepared once (db/prepared.ts).
const newestOrders = preparedPerDb((db) =>
  db
    .select(orderWithClientColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("orders_newest"),
);
const orderById = preparedPerDb((db) =>
  db
    .select(orderWithClientColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("order_by_id"),
);
// An order opened by a cliente: only if it is theirs.
const ownOrderById = preparedPerDb((db) =>
  db
    .select(orderWithClientColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.id, sql.placeholder("id")), eq(orders.clientId, sql.placeholder("ownClientId"))))
    .prepare(UNNAMED),
);

/** One order in the user's scope; anyone else's is "not found", so ids cannot be probed. */
export async function getOrder({ db, user, id }: { db: Db; user: SessionUser; id: string }): Promise<Order> {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  const [row] =
    scope.kind === "all"
      ? await orderById(db).execute({ id })
      : await ownOrderById(db).execute({ id, ownClientId: scope.clientId });
  if (!row) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return toOrder(row, { withUnlockCode: can(user.role, "orders.readUnlockCode") });
}

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
}: {
  db: Db;
  user: SessionUser;
  input: OrderData;
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
      await notifyStaff(tx, newVisitsMessage({ id: orderId, number: order!.number }, input.appointments), user.id);
      await notifyVisits(
        tx,
        { id: orderId, clientId: input.clientId, number: order!.number },
        input.appointments,
        false,
      );
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
    if (existing.status !== input.status) assertFormMove(existing.status, input.status);
    await assertClientExists(tx, input.clientId);
    await assertTechnician(tx, input.technicianId);
    const edited = await changedFields(tx, id, existing, input);
    const wasApproved = await approvedAsItStands(tx, id);
    const visitsBefore = await tx
      .select({ id: appointments.id, date: appointments.date, period: appointments.period })
      .from(appointments)
      .where(eq(appointments.orderId, id));
    await tx
      .update(orders)
      .set({ ...orderColumns(input), status: input.status, updatedAt: new Date() })
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
      await notifyStaff(tx, newVisitsMessage({ id, number: existing.number }, addedVisits), user.id);
      await notifyVisits(tx, orderRef, addedVisits, false);
    }
    const movedVisits = input.appointments.filter((a) =>
      visitsBefore.some((b) => b.id === a.id && (b.date !== a.date || b.period !== a.period)),
    );
    if (movedVisits.length) await notifyVisits(tx, orderRef, movedVisits, true);
    if (existing.status !== input.status) {
      await recordEvent(tx, {
        orderId: id,
        userId: user.id,
        kind: "status",
        fromStatus: existing.status,
        toStatus: input.status,
      });
      await notifyStatusChange(tx, { ...orderRef, status: input.status });
    }
    const now = new Date();
    if (await voidApprovalIfChanged(tx, { orderId: id, userId: user.id, wasApproved, status: input.status, now })) {
      await notifyStatusChange(tx, { ...orderRef, status: "aguardando_aprovacao" });
    }
  });
  return getOrder({ db, user, id });
}

/** The form moves the status along the workflow; delivering and cancelling ask for more (statusChangeSchema). */
function assertFormMove(from: OrderStatus, to: OrderStatus) {
  assertMove(from, to);
  if (to === "entregue" || to === "cancelado") {
    throw new AppError("VALIDATION_ERROR", "Para entregar ou cancelar, use 'Mudar status' no pedido");
  }
}

export async function deleteOrder({ db, id }: { db: Db; id: string }): Promise<void> {
  const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
}
