import { and, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PaymentState } from "@shared/payments";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { preparedShapes, UNNAMED } from "@server/db/prepared";
import { clients, orders } from "@server/db/schema/shop";
import { ORDER_PAYMENT_STATE } from "@server/modules/payments/order-money.queries";
import { orderWithClientColumns } from "./order-read.queries";

/** The filters of a list request; each one present is a bit of the query's shape. */
export interface OrderFilters {
  /** A cliente's own client record (clients/customer-scope.queries.ts). */
  ownClientId?: string;
  status?: OrderStatus;
  clientId?: string;
  /** A LIKE pattern over brand, model, device and client name (orderTextMatch). */
  pattern?: string;
  paymentState?: PaymentState;
}

/**
 * Orders whose brand, model, device or client's name holds the pattern. The client-name part is
 * written as `client_id = any(array(…))`, not as a condition on a joined table, so the database
 * can OR four index lookups (trigram indexes, then orders by client) instead of reading every order.
 * The pattern is a LIKE pattern, or the placeholder of one in a prepared query.
 */
export function orderTextMatch(db: Db, pattern: string | SQLWrapper): SQL {
  const namedClients = db.select({ id: clients.id }).from(clients).where(ilike(clients.name, pattern));
  return or(
    ilike(orders.brand, pattern),
    ilike(orders.model, pattern),
    ilike(orders.device, pattern),
    sql`${orders.clientId} = any(array(${namedClients}))`,
  )!;
}

const OWN = 1;
const STATUS = 2;
const CLIENT = 4;
const SEARCH = 8;
const PAYMENT = 16;

const shapeOf = (f: OrderFilters) =>
  (f.ownClientId ? OWN : 0) |
  (f.status ? STATUS : 0) |
  (f.clientId ? CLIENT : 0) |
  (f.pattern ? SEARCH : 0) |
  (f.paymentState ? PAYMENT : 0);

function whereOf(db: Db, shape: number) {
  return and(
    shape & OWN ? eq(orders.clientId, sql.placeholder("ownClientId")) : undefined,
    shape & STATUS ? eq(orders.status, sql.placeholder("status")) : undefined,
    shape & CLIENT ? eq(orders.clientId, sql.placeholder("clientId")) : undefined,
    shape & SEARCH ? orderTextMatch(db, sql.placeholder("pattern")) : undefined,
    shape & PAYMENT ? sql`${ORDER_PAYMENT_STATE} = ${sql.placeholder("paymentState")}` : undefined,
  );
}

// Searches and filtered lists were built by Drizzle on every call (about 0.5 ms of CPU for a search,
// its page and its count, more than the database spends on a full name): built once per shape now.
const pageQuery = preparedShapes((db, shape) =>
  db
    .select(orderWithClientColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(whereOf(db, shape))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(UNNAMED),
);
const countQuery = preparedShapes((db, shape) =>
  db.select({ n: count() }).from(orders).where(whereOf(db, shape)).prepare(UNNAMED),
);

/** A page of the orders that pass the filters, newest first. */
export function filteredOrders(db: Db, filters: OrderFilters, limits: { limit: number; offset: number }) {
  return pageQuery(db, shapeOf(filters)).execute({ ...filters, ...limits });
}

/** How many orders pass the filters (counted through the indexes: it costs what it matches). */
export async function countFilteredOrders(db: Db, filters: OrderFilters): Promise<number> {
  const [row] = await countQuery(db, shapeOf(filters)).execute({ ...filters });
  return row?.n ?? 0;
}
