import { count, eq, sql } from "drizzle-orm";
import type { DashboardStats, SessionUser } from "../../../shared/api-types";
import type { Db } from "../../db/client";
import { appointments, clients, orders, tickets } from "../../db/schema/shop";
import { localDate } from "../../lib/local-date";
import { findCustomerClientId } from "../clients/customer-client";

interface StatsOptions {
  db: Db;
  user: SessionUser;
  now: Date;
  timeZone: string;
}

/** Counts within the user's scope: staff see the whole shop, a cliente only their own client record. */
export async function getDashboardStats({ db, user, now, timeZone }: StatsOptions): Promise<DashboardStats> {
  if (user.role === "cliente") {
    const clientId = await findCustomerClientId(db, user.id);
    if (!clientId) return { orders: 0, pendingOrders: 0, finishedOrders: 0, tickets: 0 };
    const [orderCounts, ticketCount] = await Promise.all([
      countOrders(db, eq(orders.clientId, clientId)),
      db.select({ n: count() }).from(tickets).where(eq(tickets.clientId, clientId)),
    ]);
    return { ...orderCounts, tickets: ticketCount[0]?.n ?? 0 };
  }

  const [orderCounts, ticketCount, todayCount, clientCount] = await Promise.all([
    countOrders(db),
    db.select({ n: count() }).from(tickets),
    db.select({ n: count() }).from(appointments).where(eq(appointments.date, localDate(now, timeZone))),
    user.role === "admin" ? db.select({ n: count() }).from(clients) : Promise.resolve(undefined),
  ]);
  return {
    ...orderCounts,
    tickets: ticketCount[0]?.n ?? 0,
    todayAppointments: todayCount[0]?.n ?? 0,
    ...(clientCount ? { clients: clientCount[0]?.n ?? 0 } : {}),
  };
}

async function countOrders(db: Db, where?: ReturnType<typeof eq>) {
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
