import { and, asc, between, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { AgendaEntry, AgendaOrder } from "@shared/agenda-types";
import { CLOSED_STATUSES } from "@shared/order-workflow";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { appointments } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";

/** What an agenda entry or a dashboard list shows of its order. */
export const agendaOrderColumns = {
  id: orders.id,
  number: orders.number,
  brand: orders.brand,
  model: orders.model,
  device: orders.device,
  status: orders.status,
  clientName: clients.name,
  technician: sql<AgendaOrder["technician"]>`(
    select json_build_object('id', u.id, 'name', u.name) from ${user} u where u.id = ${orders.technicianId})`,
};

interface AgendaOptions {
  db: Db;
  from: string;
  to: string;
  technicianId?: string;
}

/**
 * The visits and the expected days in a range of days, by day then period: a visit whenever it is
 * booked, an expected day only while the order is still open (a finished repair is no longer due).
 */
export async function listAgenda({ db, from, to, technicianId }: AgendaOptions): Promise<AgendaEntry[]> {
  const byTechnician: SQL | undefined = technicianId ? eq(orders.technicianId, technicianId) : undefined;
  const [visits, expected] = await Promise.all([
    db
      .select({
        id: appointments.id,
        day: appointments.date,
        period: appointments.period,
        visitStatus: appointments.status,
        order: agendaOrderColumns,
      })
      .from(appointments)
      .innerJoin(orders, eq(orders.id, appointments.orderId))
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(between(appointments.date, from, to), byTechnician))
      .orderBy(asc(appointments.date), asc(appointments.period), asc(orders.number)),
    db
      .select({ day: orders.expectedOn, order: agendaOrderColumns })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(between(orders.expectedOn, from, to), notInArray(orders.status, [...CLOSED_STATUSES]), byTechnician))
      .orderBy(asc(orders.expectedOn), asc(orders.number)),
  ]);
  const entries: AgendaEntry[] = [
    ...visits.map((v) => ({ kind: "visita" as const, ...v })),
    ...expected.map((e) => ({ kind: "previsao" as const, id: `previsao-${e.order.id}`, day: e.day!, order: e.order })),
  ];
  return entries.sort((a, b) => a.day.localeCompare(b.day) || periodRank(a) - periodRank(b));
}

// Morning visits first, then afternoon ones, then what is due that day.
const periodRank = (entry: AgendaEntry) => (entry.kind === "visita" ? (entry.period === "manha" ? 0 : 1) : 2);
