import { count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DashboardStats, SessionUser } from "@shared/api-types";
import { CLOSED_STATUSES, FINISHED_STATUSES } from "@shared/order-workflow";
import { can } from "@shared/permissions";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { preparedPerDb } from "@server/db/prepared";
import { appointments } from "@server/db/schema/order-items";
import { orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { localDate } from "@server/lib/local-date";
import { readRowCounts } from "@server/lib/row-counts.queries";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";

interface StatsOptions {
  db: Db;
  user: SessionUser;
  now: Date;
  timeZone: string;
}

/** Counts within the user's scope: staff see the whole shop, a cliente only their own client record. */
export async function getDashboardStats({ db, user, now, timeZone }: StatsOptions): Promise<DashboardStats> {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") return { orders: 0, pendingOrders: 0, finishedOrders: 0, tickets: 0 };
  if (scope.kind === "own") {
    const [orderCounts, ticketCount] = await Promise.all([
      countOrders(db, withinScope(scope, orders.clientId)),
      db.select({ n: count() }).from(tickets).where(withinScope(scope, tickets.clientId)),
    ]);
    return { ...orderCounts, tickets: ticketCount[0]?.n ?? 0 };
  }

  // The shop-wide totals come from the trigger-kept counts: counting every order would grow with the shop.
  const [counts, todayCount] = await Promise.all([
    readRowCounts(db, ["orders", "tickets", "clients"]),
    visitsOn(db).execute({ day: localDate(now, timeZone) }),
  ]);
  const byStatus = (statuses: readonly OrderStatus[]) =>
    statuses.reduce((sum, status) => sum + (counts.orders.byStatus[status] ?? 0), 0);
  return {
    orders: counts.orders.total,
    pendingOrders: counts.orders.total - byStatus(CLOSED_STATUSES),
    finishedOrders: byStatus(FINISHED_STATUSES),
    tickets: counts.tickets.total,
    todayAppointments: todayCount[0]?.n ?? 0,
    // The shop's client total is an admin's card (docs/product.md §2, Dashboard).
    ...(can(user.role, "dashboard.clientTotal") ? { clients: counts.clients.total } : {}),
  };
}

// The menu's Pedidos badge reads the dashboard on every screen, so this runs often: prepared once (db/prepared.ts).
const visitsOn = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(appointments)
    .where(eq(appointments.date, sql.placeholder("day")))
    .prepare("visits_on_day"),
);

async function countOrders(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      orders: count(),
      pendingOrders: sql<number>`count(*) filter (where not ${inArray(orders.status, [...CLOSED_STATUSES])})`.mapWith(
        Number,
      ),
      finishedOrders: sql<number>`count(*) filter (where ${inArray(orders.status, [...FINISHED_STATUSES])})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(where);
  return { orders: row?.orders ?? 0, pendingOrders: row?.pendingOrders ?? 0, finishedOrders: row?.finishedOrders ?? 0 };
}
