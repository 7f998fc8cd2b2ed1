import { sql, type SQL } from "drizzle-orm";
import { toCents } from "@shared/money";
import { AGE_BUCKET_STARTS, AGE_BUCKETS, type ReceivablesPage } from "@shared/payments";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { user } from "@server/db/schema/auth";
import { orderMoney } from "@server/db/schema/money";
import { clients, orders } from "@server/db/schema/shop";
import { offsetOf, type Paging } from "@server/lib/paging";

interface Filters {
  clientId?: string;
  technicianId?: string;
}

/**
 * Delivered orders with money due, from the balances' index the database keeps (order_money), with the
 * days since delivery in the shop's time zone. What a customer owes is a delivered order's balance
 * (docs/decisions/038): an order still in the shop is paid at pickup.
 */
function owedOrders(filters: Filters, today: string, timeZone: string): SQL {
  return sql`select m.order_id as id, m.delivered_at, m.total, m.paid,
      (${today}::date - (m.delivered_at at time zone ${timeZone})::date) as age_days
    from ${orderMoney} m
    ${filters.clientId || filters.technicianId ? sql`join ${orders} o on o.id = m.order_id` : sql``}
    where m.delivered_at is not null and m.total > m.paid
      ${filters.clientId ? sql`and o.client_id = ${filters.clientId}` : sql``}
      ${filters.technicianId ? sql`and o.technician_id = ${filters.technicianId}` : sql``}`;
}

type Row = {
  id: string;
  number: number;
  brand: string;
  model: string;
  client_id: string;
  client_name: string;
  client_phone: string | null;
  technician_id: string | null;
  technician_name: string | null;
  delivered_at: Date | string;
  age_days: number;
  total: string;
  paid: string;
};

/** Every order a customer still owes money on, oldest first, with the totals of all of them by age. */
export async function listReceivables(options: {
  db: Db;
  filters: Filters;
  paging: Paging;
  today: string;
  timeZone: string;
}): Promise<ReceivablesPage> {
  const { db, filters, paging, today, timeZone } = options;
  const owed = owedOrders(filters, today, timeZone);
  const [rows, buckets] = await Promise.all([
    // Oldest delivery first, the order's id breaking ties: the owed index's own order, so the page is read
    // straight off it and only its orders are joined to their clients.
    rawRows<Row>(
      db,
      sql`select w.id, o.number, o.brand, o.model, o.client_id, o.technician_id, w.delivered_at, w.age_days,
          w.total::text as total, w.paid::text as paid, c.name as client_name, c.phone as client_phone,
          u.name as technician_name
        from (select * from (${owed}) owed order by owed.delivered_at, owed.id limit ${paging.pageSize} offset ${offsetOf(paging)}) w
        join ${orders} o on o.id = w.id join ${clients} c on c.id = o.client_id
        left join ${user} u on u.id = o.technician_id
        order by w.delivered_at, w.id`,
    ),
    // Grouped by bucket in the database: AGE_BUCKETS[width_bucket(...)] is the bucket's name.
    rawRows<{ bucket: number; balance: string; n: number }>(
      db,
      sql`select width_bucket(w.age_days, ${sql.raw(`array[${AGE_BUCKET_STARTS.join(",")}]`)}) as bucket,
          sum(w.total - w.paid)::text as balance, count(*)::int as n
        from (${owed}) w group by 1`,
    ),
  ]);
  const totals = { ...Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])), all: 0 } as ReceivablesPage["totals"];
  let count = 0;
  for (const row of buckets) {
    const cents = toCents(row.balance);
    totals[AGE_BUCKETS[Number(row.bucket)]!] += cents;
    totals.all += cents;
    count += Number(row.n);
  }
  return {
    items: rows.map((row) => {
      const totalCents = toCents(row.total);
      const paidCents = toCents(row.paid);
      return {
        orderId: row.id,
        orderNumber: row.number,
        device: `${row.brand} ${row.model}`,
        client: { id: row.client_id, name: row.client_name, phone: row.client_phone },
        technician: row.technician_id ? { id: row.technician_id, name: row.technician_name ?? "" } : null,
        deliveredAt: new Date(row.delivered_at).toISOString(),
        ageDays: Number(row.age_days),
        totalCents,
        paidCents,
        balanceCents: totalCents - paidCents,
      };
    }),
    total: count,
    ...paging,
    totals,
  };
}
