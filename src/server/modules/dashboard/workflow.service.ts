import { asc, eq, sql } from "drizzle-orm";
import type { AgendaEntry, AgendaOrder } from "@shared/agenda-types";
import { addDays, mondayOf } from "@shared/calendar-days";
import { toCents } from "@shared/money";
import type { LowStockPart } from "@shared/stock-types";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { payments } from "@server/db/schema/money";
import { clients, orders } from "@server/db/schema/shop";
import { localDate } from "@server/lib/local-date";
import { agendaOrderColumns, listAgenda } from "@server/modules/agenda/agenda.service";
import { owedTotalCents } from "@server/modules/receivables/owed-total.queries";
import { lowStockParts } from "@server/modules/stock/low-stock.queries";

const LIST_SIZE = 10;
const WEEKS = 8;

/**
 * The staff's dashboard panels: today's agenda, the orders waiting on someone (longest waiting first),
 * and the parts under their minimum (emptiest first, docs/decisions/043).
 */
export interface WorkflowPanels {
  today: AgendaEntry[];
  waitingApproval: AgendaOrder[];
  waitingPart: AgendaOrder[];
  readyForPickup: AgendaOrder[];
  lowStock: LowStockPart[];
}

/**
 * The admin's figures: the money received this month (by the day it changed hands, net of refunds and
 * reversals), what customers owe now, and orders opened per week (docs/decisions/038).
 */
export interface RevenuePanels {
  monthReceivedCents: number;
  receivablesCents: number;
  ordersPerWeek: { weekStart: string; orders: number }[];
}

function waiting(db: Db, status: OrderStatus) {
  return db
    .select(agendaOrderColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.status, status))
    .orderBy(asc(orders.updatedAt))
    .limit(LIST_SIZE);
}

export async function workflowPanels({ db, now, timeZone }: { db: Db; now: Date; timeZone: string }) {
  const today = localDate(now, timeZone);
  const [agenda, waitingApproval, waitingPart, readyForPickup, lowStock] = await Promise.all([
    listAgenda({ db, from: today, to: today }),
    waiting(db, "aguardando_aprovacao"),
    waiting(db, "aguardando_peca"),
    waiting(db, "concluido"),
    lowStockParts({ db, limit: LIST_SIZE }),
  ]);
  return { today: agenda, waitingApproval, waitingPart, readyForPickup, lowStock } satisfies WorkflowPanels;
}

export async function revenuePanels({ db, now, timeZone }: { db: Db; now: Date; timeZone: string }) {
  const local = (column: string) => sql`(${sql.raw(column)} at time zone ${timeZone})`;
  const today = localDate(now, timeZone);
  const [received] = await rawRows<{ n: string }>(
    db,
    sql`select coalesce(sum(case when p.direction = 'entrada' then p.amount else -p.amount end), 0)::text as n
        from ${payments} p where date_trunc('month', p.paid_on) = date_trunc('month', ${today}::date)`,
  );
  const weeks = await rawRows<{ week: string; n: string }>(
    db,
    sql`select to_char(date_trunc('week', ${local("created_at")}), 'YYYY-MM-DD') as week, count(*) as n
        from orders
        where created_at >= date_trunc('week', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone} - interval '${sql.raw(String(WEEKS - 1))} weeks'
        group by 1`,
  );
  const counted = new Map(weeks.map((w) => [w.week, Number(w.n)]));
  const monday = mondayOf(localDate(now, timeZone));
  const ordersPerWeek = Array.from({ length: WEEKS }, (_, i) => {
    const weekStart = addDays(monday, (i - (WEEKS - 1)) * 7);
    return { weekStart, orders: counted.get(weekStart) ?? 0 };
  });
  return {
    monthReceivedCents: toCents(received!.n),
    receivablesCents: await owedTotalCents(db),
    ordersPerWeek,
  } satisfies RevenuePanels;
}
