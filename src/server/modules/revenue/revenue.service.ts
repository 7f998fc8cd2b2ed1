import { sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { PaymentMethod, RevenueGrouping, RevenueReport } from "@shared/payments";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { user } from "@server/db/schema/auth";
import { orderMoney, payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { owedTotalCents } from "@server/modules/receivables/owed-total.queries";

const TRUNC: Record<RevenueGrouping, string> = { dia: "day", semana: "week", mes: "month" };
const NET = sql.raw("(case when p.direction = 'entrada' then p.amount else -p.amount end)");
const cents = (text: string | null) => (text ? toCents(text) : 0);

/**
 * Money received in a period, by the day it changed hands (`paid_on`), grouped by day, week or month,
 * and by method; refunds and reversals apart; the orders delivered in the period by technician, with
 * their value and the average ticket; and what customers owe now.
 */
export async function revenueReport(options: {
  db: Db;
  from: string;
  to: string;
  groupBy: RevenueGrouping;
  timeZone: string;
}): Promise<RevenueReport> {
  const { db, from, to, groupBy, timeZone } = options;
  const inPeriod = sql`p.paid_on between ${from}::date and ${to}::date`;
  const bucket = sql.raw(`date_trunc('${TRUNC[groupBy]}', p.paid_on)::date::text`);
  // The period's first and last day in the shop's time zone, as instants, so the delivery index serves it.
  const deliveredIn = sql`o.delivered_at >= (${from}::date::timestamp at time zone ${timeZone})
    and o.delivered_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const [received, byMethod, kinds, byTechnician, owed] = await Promise.all([
    rawRows<{ period: string; in: string; out: string }>(
      db,
      sql`select ${bucket} as period,
          sum(case when p.direction = 'entrada' then p.amount else 0 end)::text as in,
          sum(case when p.direction = 'saida' then p.amount else 0 end)::text as out
        from ${payments} p where ${inPeriod} group by 1 order by 1`,
    ),
    rawRows<{ method: PaymentMethod; net: string }>(
      db,
      sql`select p.method, sum(${NET})::text as net from ${payments} p where ${inPeriod} group by 1 order by 2 desc`,
    ),
    rawRows<{ kind: string; total: string }>(
      db,
      sql`select p.kind, sum(p.amount)::text as total from ${payments} p where ${inPeriod} group by 1`,
    ),
    rawRows<{ technician_id: string | null; name: string | null; n: number; amount: string }>(
      db,
      sql`select o.technician_id, u.name, count(*)::int as n,
          coalesce(sum(m.total), 0)::text as amount
        from ${orders} o join ${orderMoney} m on m.order_id = o.id left join ${user} u on u.id = o.technician_id
        where o.status = 'entregue' and ${deliveredIn} group by 1, 2 order by 4 desc`,
    ),
    owedTotalCents(db),
  ]);
  const kindTotal = (kind: string) => cents(kinds.find((k) => k.kind === kind)?.total ?? null);
  const deliveredOrders = byTechnician.reduce((sum, t) => sum + Number(t.n), 0);
  const deliveredCents = byTechnician.reduce((sum, t) => sum + cents(t.amount), 0);
  const rows = received.map((r) => ({
    period: r.period,
    inCents: cents(r.in),
    outCents: cents(r.out),
    netCents: cents(r.in) - cents(r.out),
  }));
  return {
    from,
    to,
    groupBy,
    received: rows,
    byMethod: byMethod.map((m) => ({ method: m.method, netCents: cents(m.net) })),
    byTechnician: byTechnician.map((t) => ({
      technician: t.technician_id ? { id: t.technician_id, name: t.name ?? "" } : null,
      deliveredOrders: Number(t.n),
      amountCents: cents(t.amount),
    })),
    receivedCents: rows.reduce((sum, r) => sum + r.netCents, 0),
    refundsCents: kindTotal("reembolso"),
    reversalsCents: kindTotal("estorno"),
    deliveredOrders,
    averageTicketCents: deliveredOrders === 0 ? 0 : Math.round(deliveredCents / deliveredOrders),
    receivablesCents: owed,
  };
}
