import { sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { MarginFigures, StockReport } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { user } from "@server/db/schema/auth";
import { orderMoney } from "@server/db/schema/money";
import { orderParts } from "@server/db/schema/order-items";
import { saleItems, sales } from "@server/db/schema/sales";
import { orders } from "@server/db/schema/shop";
import { products, stockMoves } from "@server/db/schema/stock";

const MOST_USED = 10;
const cents = (text: string | null) => (text ? toCents(text) : 0);

type UsedRow = { product_id: string; name: string; units: number; cost: string };
type SoldRow = { product_id: string; name: string; units: number; total: string; cost: string; sales: number };
type MarginRow = { technician_id: string | null; name: string | null; n: number; total: string; parts_cost: string };

/** The stock report of a period, its days in the shop's time zone (docs/decisions/045). */
export async function stockReport(options: {
  db: Db;
  from: string;
  to: string;
  timeZone: string;
}): Promise<StockReport> {
  const { db, from, to, timeZone } = options;
  const start = sql`(${from}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const [[stock], used, margins, sold] = await Promise.all([
    rawRows<{ parts: number; units: number; value: string }>(
      db,
      sql`select count(*)::int as parts, coalesce(sum(quantity), 0)::int as units,
          coalesce(sum(quantity * cost), 0)::text as value from ${products} where active`,
    ),
    // What orders and counter sales took out in the period, less what came back from them: a cancelled
    // order's or a reversed sale's parts net out.
    rawRows<UsedRow>(
      db,
      sql`select m.product_id, p.name, (-sum(m.delta))::int as units, (-sum(m.delta * m.unit_cost))::text as cost
        from ${stockMoves} m join ${products} p on p.id = m.product_id
        where (m.order_id is not null or m.sale_id is not null) and m.kind in ('saida', 'devolucao')
          and m.created_at >= ${start} and m.created_at < ${end}
        group by 1, 2 having sum(m.delta) < 0 order by 3 desc, 2`,
    ),
    // Each delivered order's value and parts' cost looked up by its key (a join would hash every order's).
    rawRows<MarginRow>(
      db,
      sql`select o.technician_id, u.name, count(*)::int as n,
          coalesce(sum((select m.total from ${orderMoney} m where m.order_id = o.id)), 0)::text as total,
          coalesce(sum((select sum(op.unit_cost * op.quantity) from ${orderParts} op where op.order_id = o.id)), 0)::text as parts_cost
        from ${orders} o left join ${user} u on u.id = o.technician_id
        where o.status = 'entregue' and o.delivered_at >= ${start} and o.delivered_at < ${end} group by 1, 2`,
    ),
    // The counter sales of the period that stand, per part: units, what they sold for (each line's total,
    // the same sum as the order's parts) and what they cost; the number of sales over all parts.
    rawRows<SoldRow>(
      db,
      sql`select i.product_id, min(i.description) as name, sum(i.quantity)::int as units,
          sum(order_money_part_total(i.unit_price, i.quantity, i.discount_type::text, i.discount_value))::text as total,
          sum(i.unit_cost * i.quantity)::text as cost,
          (select count(*) from ${sales} c where c.reversed_at is null and c.created_at >= ${start} and c.created_at < ${end})::int as sales
        from ${saleItems} i join ${sales} s on s.id = i.sale_id
        where s.reversed_at is null and s.created_at >= ${start} and s.created_at < ${end}
        group by 1 order by 3 desc, 2`,
    ),
  ]);
  const figures = (n: number, totalCents: number, partsCostCents: number): MarginFigures => ({
    deliveredOrders: n,
    totalCents,
    partsCostCents,
    marginCents: totalCents - partsCostCents,
  });
  const byTechnician = margins
    .map((row) => ({
      technician: row.technician_id ? { id: row.technician_id, name: row.name ?? "" } : null,
      ...figures(Number(row.n), cents(row.total), cents(row.parts_cost)),
    }))
    .sort((a, b) => b.marginCents - a.marginCents);
  const sum = (pick: (row: MarginFigures) => number) => byTechnician.reduce((total, row) => total + pick(row), 0);
  return {
    from,
    to,
    stock: { parts: stock!.parts, units: stock!.units, valueCents: cents(stock!.value) },
    used: {
      units: used.reduce((total, row) => total + Number(row.units), 0),
      costCents: used.reduce((total, row) => total + cents(row.cost), 0),
    },
    mostUsed: used.slice(0, MOST_USED).map((row) => ({
      productId: row.product_id,
      name: row.name,
      units: Number(row.units),
      costCents: cents(row.cost),
    })),
    margin: figures(
      sum((r) => r.deliveredOrders),
      sum((r) => r.totalCents),
      sum((r) => r.partsCostCents),
    ),
    byTechnician,
    counterSales: counterSalesOf(sold),
    bestSellers: sold.slice(0, MOST_USED).map((row) => ({
      productId: row.product_id,
      name: row.name,
      units: Number(row.units),
      totalCents: cents(row.total),
    })),
  };
}

function counterSalesOf(sold: SoldRow[]): StockReport["counterSales"] {
  const totalCents = sold.reduce((total, row) => total + cents(row.total), 0);
  const partsCostCents = sold.reduce((total, row) => total + cents(row.cost), 0);
  return { sales: Number(sold[0]?.sales ?? 0), totalCents, partsCostCents, marginCents: totalCents - partsCostCents };
}
