import { sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/money";
import type { Db } from "@server/db/client";
import { orderTotalOf } from "@server/lib/order-total.queries";
import { rawRows } from "@server/db/raw-rows";

interface MonthRow {
  month: string;
  n: number | string;
}

/**
 * Orders, tickets and clients created per month, and the revenue of the orders finished
 * (concluido or entregue) among them, in the shop's time zone. Revenue is summed in SQL numeric: each
 * percentage discount rounded to the centavo first, as the screens do.
 */
export async function usageByMonth({ db, timeZone }: { db: Db; timeZone: string }) {
  const month = (column: string) =>
    sql`to_char(date_trunc('month', ${sql.raw(column)} at time zone ${timeZone}), 'YYYY-MM')`;
  const counts = (table: string) =>
    rawRows<MonthRow>(db, sql`select ${month("created_at")} as month, count(*) as n from ${sql.raw(table)} group by 1`);
  const [orderRows, ticketRows, clientRows, revenueRows] = [
    await counts("orders"),
    await counts("tickets"),
    await counts("clients"),
    await rawRows<MonthRow>(
      db,
      sql`select ${month("o.created_at")} as month, coalesce(sum(${orderTotalOf(sql`o.id`)}), 0) as n
          from orders o where o.status in ('concluido', 'entregue')
          group by 1`,
    ),
  ];

  const months = new Map<string, { orders: number; tickets: number; clients: number; revenueCents: number }>();
  const at = (m: string) =>
    months.get(m) ?? months.set(m, { orders: 0, tickets: 0, clients: 0, revenueCents: 0 }).get(m)!;
  for (const r of orderRows) at(r.month).orders = Number(r.n);
  for (const r of ticketRows) at(r.month).tickets = Number(r.n);
  for (const r of clientRows) at(r.month).clients = Number(r.n);
  for (const r of revenueRows) at(r.month).revenueCents = toCents(String(r.n));
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([m, v]) => ({ month: m, ...v }));
}

/** Semicolons and decimal commas, with a BOM: what a spreadsheet in pt-BR opens as columns. */
export function usageCsv(rows: Awaited<ReturnType<typeof usageByMonth>>): string {
  const lines = ["Mês;Pedidos;Chamados;Clientes;Receita (R$)"];
  for (const r of rows)
    lines.push([r.month, r.orders, r.tickets, r.clients, fromCents(r.revenueCents).replace(".", ",")].join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
