import { count, eq, sql, type SQL } from "drizzle-orm";
import type { DashboardStats, SessionUser } from "@shared/api-types";
import { can } from "@shared/permissions";
import type { Db } from "@server/db/client";
import { preparedPerDb } from "@server/db/prepared";
import { appointments, orders, tickets } from "@server/db/schema/shop";
import { localDate } from "@server/lib/local-date";
import { readRowCounts } from "@server/lib/row-counts";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope";

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
  const finishedOrders = counts.orders.byStatus.concluido ?? 0;
  return {
    orders: counts.orders.total,
    pendingOrders: counts.orders.total - finishedOrders,
    finishedOrders,
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
      pendingOrders: sql<number>`count(*) filter (where ${orders.status} <> 'concluido')`.mapWith(Number),
      finishedOrders: sql<number>`count(*) filter (where ${orders.status} = 'concluido')`.mapWith(Number),
    })
    .from(orders)
    .where(where);
  return { orders: row?.orders ?? 0, pendingOrders: row?.pendingOrders ?? 0, finishedOrders: row?.finishedOrders ?? 0 };
}
