import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import { can, POLICY } from "@shared/permissions";
import type { Page } from "@shared/paging";
import type { PaymentState } from "@shared/payments";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { preparedPerDb, UNNAMED } from "@server/db/prepared";
import { user as users } from "@server/db/schema/auth";
import { clients, orders } from "@server/db/schema/shop";
import { REFERENCED_ROW_VIOLATIONS, violatedConstraint } from "@server/db/constraint-violation";
import { AppError } from "@server/errors";
import { containsPattern, offsetOf, type Paging } from "@server/lib/paging";
import { countRows } from "@server/lib/row-counts.queries";
import { customerScope } from "@server/modules/clients/customer-scope.queries";
import { countFilteredOrders, filteredOrders, type OrderFilters } from "./order-list.queries";
import { orderWithClientColumns, toOrder } from "./order-read.queries";

export const ORDER_NOT_FOUND = "Pedido não encontrado";

interface ListOptions {
  db: Db;
  user: SessionUser;
  search?: string;
  status?: OrderStatus;
  clientId?: string;
  paymentState?: PaymentState;
  paging: Paging;
}

/** Orders in the user's scope, newest first, searched over brand, model, device and client name. */
export async function listOrders(options: ListOptions): Promise<Page<Order>> {
  const { db, user, search, status, clientId, paymentState, paging } = options;
  const scope = await customerScope(db, user);
  if (scope.kind === "none") return { items: [], total: 0, ...paging };
  const filters: OrderFilters = {
    ownClientId: scope.kind === "own" ? scope.clientId : undefined,
    status,
    clientId,
    pattern: search ? containsPattern(search) : undefined,
    paymentState,
  };
  const everything = scope.kind === "all" && !search && !clientId && !paymentState;
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
  return toOrder(row, {
    withUnlockCode: can(user.role, "orders.readUnlockCode"),
    withCosts: can(user.role, "stock.costs"),
  });
}

/**
 * An order with money or stock moves on it is never deleted: its payments and its parts' moves keep it
 * (ON DELETE RESTRICT, docs/decisions/038 and 045), and the admin is told to cancel it instead.
 */
export async function deleteOrder({ db, id }: { db: Db; id: string }): Promise<void> {
  let deleted: { id: string }[];
  try {
    deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  } catch (error) {
    if (REFERENCED_ROW_VIOLATIONS.some((state) => violatedConstraint(error, state) !== null))
      throw new AppError("CONFLICT", "Este pedido tem pagamentos ou peças registrados: cancele-o em vez de excluir.");
    throw error;
  }
  if (deleted.length === 0) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
}

/** Whom an order can be assigned to: the staff, by name. */
export async function listTechnicians({ db }: { db: Db }): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.role, [...POLICY["orders.write"]]))
    .orderBy(asc(users.name));
}
