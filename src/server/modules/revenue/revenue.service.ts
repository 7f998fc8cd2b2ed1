import { sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { PaymentDirection, PaymentKind, PaymentMethod, RevenueGrouping, RevenueReport } from "@shared/payments";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { user } from "@server/db/schema/auth";
import { orderMoney, payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { owedTotalCents } from "@server/modules/receivables/owed-total.queries";

const TRUNC: Record<RevenueGrouping, string> = { dia: "day", semana: "week", mes: "month" };
const cents = (text: string | null) => (text ? toCents(text) : 0);

interface MoneyRow {
  period: string;
  method: PaymentMethod;
  kind: PaymentKind;
  direction: PaymentDirection;
  amount: string;
}

/** The period's sums by day (or week, month), method, kind and direction → the report's groupings. */
function foldPayments(rows: MoneyRow[]) {
  const periods = new Map<string, { inCents: number; outCents: number }>();
  const methods = new Map<PaymentMethod, number>();
  const kinds = new Map<PaymentKind, number>();
  for (const row of rows) {
    const amount = cents(row.amount);
    const signed = row.direction === "entrada" ? amount : -amount;
    const period = periods.get(row.period) ?? { inCents: 0, outCents: 0 };
    if (row.direction === "entrada") period.inCents += amount;
    else period.outCents += amount;
    periods.set(row.period, period);
    methods.set(row.method, (methods.get(row.method) ?? 0) + signed);
    kinds.set(row.kind, (kinds.get(row.kind) ?? 0) + amount);
  }
  const received = [...periods]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, { inCents, outCents }]) => ({ period, inCents, outCents, netCents: inCents - outCents }));
  const byMethod = [...methods]
    .map(([method, netCents]) => ({ method, netCents }))
    .sort((a, b) => b.netCents - a.netCents || a.method.localeCompare(b.method));
  return { received, byMethod, kinds };
}

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
  const bucket = sql.raw(`date_trunc('${TRUNC[groupBy]}', p.paid_on)::date::text`);
  // The period's first and last day in the shop's time zone, as instants, so the delivery index serves it.
  const deliveredIn = sql`o.delivered_at >= (${from}::date::timestamp at time zone ${timeZone})
    and o.delivered_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const [moneyRows, byTechnician, owed] = await Promise.all([
    // One pass over the period's payments, every grouping the report shows folded from it below.
    rawRows<MoneyRow>(
      db,
      sql`select ${bucket} as period, p.method, p.kind, p.direction, sum(p.amount)::text as amount
        from ${payments} p where p.paid_on between ${from}::date and ${to}::date group by 1, 2, 3, 4`,
    ),
    // Each delivered order's value looked up by its key: a join would hash every order's balance.
    rawRows<{ technician_id: string | null; name: string | null; n: number; amount: string }>(
      db,
      sql`select o.technician_id, u.name, count(*)::int as n,
          coalesce(sum((select m.total from ${orderMoney} m where m.order_id = o.id)), 0)::text as amount
        from ${orders} o left join ${user} u on u.id = o.technician_id
        where o.status = 'entregue' and ${deliveredIn} group by 1, 2`,
    ),
    owedTotalCents(db),
  ]);
  const { received, byMethod, kinds } = foldPayments(moneyRows);
  const deliveredOrders = byTechnician.reduce((sum, t) => sum + Number(t.n), 0);
  const deliveredCents = byTechnician.reduce((sum, t) => sum + cents(t.amount), 0);
  return {
    from,
    to,
    groupBy,
    received,
    byMethod,
    byTechnician: byTechnician
      .map((t) => ({
        technician: t.technician_id ? { id: t.technician_id, name: t.name ?? "" } : null,
        deliveredOrders: Number(t.n),
        amountCents: cents(t.amount),
      }))
      .sort((a, b) => b.amountCents - a.amountCents),
    receivedCents: received.reduce((sum, r) => sum + r.netCents, 0),
    refundsCents: kinds.get("reembolso") ?? 0,
    reversalsCents: kinds.get("estorno") ?? 0,
    deliveredOrders,
    averageTicketCents: deliveredOrders === 0 ? 0 : Math.round(deliveredCents / deliveredOrders),
    receivablesCents: owed,
  };
}
