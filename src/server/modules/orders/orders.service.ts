import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { fromCents, toCents } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import type { Page } from "@shared/paging";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import type { OrderData } from "@shared/validation/order";
import type { Db } from "@server/db/client";
import { preparedPerDb, UNNAMED } from "@server/db/prepared";
import { appointments, clients, orders, services } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { containsPattern, offsetOf, type Paging } from "@server/lib/paging";
import { countRows } from "@server/lib/row-counts";
import { customerScope } from "@server/modules/clients/customer-scope";
import { notifyClientAccount, notifyStaff } from "@server/modules/notifications/notifications.service";
import { countFilteredOrders, filteredOrders, type OrderFilters } from "./order-list";
import { orderWithClientColumns, toOrder } from "./order-read";

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
  return { items: rows.map(toOrder), total, ...paging };
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
  return toOrder(row);
}

function orderColumns(input: OrderData) {
  return {
    clientId: input.clientId,
    brand: input.brand,
    model: input.model,
    device: input.device,
    defect: input.defect,
    status: input.status,
    paymentCondition: input.paymentCondition,
    paymentMethod: input.paymentMethod,
    warrantyMonths: input.warrantyMonths,
    additionalInfo: input.additionalInfo,
  };
}

const money = (amount: number) => fromCents(toCents(amount));

function serviceColumns(service: OrderData["services"][number], position: number) {
  return {
    description: service.description,
    value: money(service.value),
    discountType: service.discountType,
    discountValue: money(service.discountValue),
    position,
  };
}

async function assertClientExists(db: Db, clientId: string) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError("VALIDATION_ERROR", "Cliente não encontrado");
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
  const id = await db.transaction(async (tx) => {
    await assertClientExists(tx, input.clientId);
    const [order] = await tx
      .insert(orders)
      .values({ ...orderColumns(input), userId: user.id })
      .returning({ id: orders.id });
    const orderId = order!.id;
    if (input.services.length)
      await tx.insert(services).values(input.services.map((s, i) => ({ ...serviceColumns(s, i), orderId })));
    if (input.appointments.length) {
      await tx
        .insert(appointments)
        .values(input.appointments.map(({ date, period, status }) => ({ orderId, date, period, status })));
      await notifyStaff(tx, newVisitsMessage(orderId, input.appointments.length), user.id);
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
    const [existing] = await tx
      .select({ number: orders.number, status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    if (!existing) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    await assertClientExists(tx, input.clientId);
    await tx
      .update(orders)
      .set({ ...orderColumns(input), updatedAt: new Date() })
      .where(eq(orders.id, id));
    await syncChildren(tx, id, input);

    const addedVisits = input.appointments.filter((a) => !a.id).length;
    if (addedVisits) await notifyStaff(tx, newVisitsMessage(id, addedVisits), user.id);
    if (existing.status !== input.status) {
      await notifyClientAccount(tx, input.clientId, {
        title: "Pedido atualizado",
        body: `${formatOrderNumber(existing.number)}: ${ORDER_STATUS_LABELS[input.status]}`,
        link: "/orders",
      });
    }
  });
  return getOrder({ db, user, id });
}

async function syncChildren(tx: Db, orderId: string, input: OrderData) {
  const keptServices = input.services.flatMap((s) => (s.id ? [s.id] : []));
  const keptAppointments = input.appointments.flatMap((a) => (a.id ? [a.id] : []));
  await assertOwnChildren(tx, services, orderId, keptServices, "Serviço não pertence a este pedido");
  await assertOwnChildren(tx, appointments, orderId, keptAppointments, "Visita não pertence a este pedido");

  await tx
    .delete(services)
    .where(and(eq(services.orderId, orderId), keptServices.length ? notInArray(services.id, keptServices) : undefined));
  await tx
    .delete(appointments)
    .where(
      and(
        eq(appointments.orderId, orderId),
        keptAppointments.length ? notInArray(appointments.id, keptAppointments) : undefined,
      ),
    );

  for (const [position, service] of input.services.entries()) {
    if (service.id) await tx.update(services).set(serviceColumns(service, position)).where(eq(services.id, service.id));
    else await tx.insert(services).values({ ...serviceColumns(service, position), orderId });
  }
  for (const { id, date, period, status } of input.appointments) {
    if (id) await tx.update(appointments).set({ date, period, status }).where(eq(appointments.id, id));
    else await tx.insert(appointments).values({ orderId, date, period, status });
  }
}

/** Ids sent back for services or visits must be this order's own, or an edit could move another order's rows. */
async function assertOwnChildren(
  tx: Db,
  table: typeof services | typeof appointments,
  orderId: string,
  ids: string[],
  message: string,
) {
  if (ids.length === 0) return;
  const own = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.orderId, orderId), inArray(table.id, ids)));
  if (own.length !== new Set(ids).size) throw new AppError("VALIDATION_ERROR", message);
}

function newVisitsMessage(orderId: string, visits: number) {
  return {
    title: "Nova visita técnica",
    body: visits === 1 ? "Uma visita foi marcada" : `${visits} visitas foram marcadas`,
    link: `/orders/${orderId}/edit`,
  };
}

export async function deleteOrder({ db, id }: { db: Db; id: string }): Promise<void> {
  const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
}
