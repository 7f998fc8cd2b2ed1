import { eq, sql } from "drizzle-orm";
import { paymentStateOf, type OrderMoney } from "@shared/payments";
import { toCents } from "@shared/money";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { orderMoney as balances, payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { rawRows } from "@server/db/raw-rows";
import { orderTotalOf } from "@server/lib/order-total.queries";

/** Money in minus money out, for a table aliased `p` (payments). */
export const NET_PAID = sql.raw("(case when p.direction = 'entrada' then p.amount else -p.amount end)");

/**
 * The payment state of the row of `orders` in the enclosing query, in SQL, read from the balances'
 * index the database keeps (order_money, docs/decisions/038), as paymentStateOf says it: for the orders
 * list's filter.
 */
export const ORDER_PAYMENT_STATE = sql`(select case when m.paid <= 0 then 'em_aberto' when m.paid >= m.total then 'pago' else 'parcial' end
  from ${balances} m where m.order_id = ${orders.id})`;

/**
 * An order's money as its rows say it, never a stored figure that could drift (docs/decisions/038):
 * the services' and parts' total, and what came in net of refunds and reversals.
 */
export async function orderMoney(tx: Db, orderId: string): Promise<OrderMoney> {
  const [row] = await rawRows<{ total: string; paid: string }>(
    tx,
    sql`select
      ${orderTotalOf(orderId)}::text as total,
      coalesce((select sum(${NET_PAID}) from ${payments} p where p.order_id = ${orderId}), 0)::text as paid`,
  );
  const totalCents = toCents(row!.total);
  const paidCents = toCents(row!.paid);
  return { totalCents, paidCents, balanceCents: totalCents - paidCents, state: paymentStateOf(totalCents, paidCents) };
}

/** The order's number and status, for a read that weighs its money (no lock). */
export async function orderForMoney(db: Db, orderId: string) {
  const [order] = await db
    .select({ number: orders.number, status: orders.status, clientId: orders.clientId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError("NOT_FOUND", "Pedido não encontrado");
  return order;
}

/**
 * The order, locked for the caller's transaction: every write of its money goes through this lock, so
 * twenty payments of the whole balance at once are weighed one after another, not all against the
 * same balance.
 */
export async function lockOrderForMoney(tx: Db, orderId: string) {
  const [order] = await tx
    .select({ id: orders.id, number: orders.number, status: orders.status, clientId: orders.clientId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) throw new AppError("NOT_FOUND", "Pedido não encontrado");
  return order as { id: string; number: number; status: OrderStatus; clientId: string };
}
