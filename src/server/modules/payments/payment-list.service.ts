import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionUser } from "@shared/api-types";
import { toCents } from "@shared/money";
import type { Payment } from "@shared/payments";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";

/**
 * An order's payments, refunds and reversals in the order they happened, for whoever may see the
 * order: staff, and the customer their own. Each undone row names the reversal that undid it.
 */
export async function listOrderPayments(options: { db: Db; user: SessionUser; orderId: string }): Promise<Payment[]> {
  const { db, orderId } = options;
  const scope = await customerScope(db, options.user);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), withinScope(scope, orders.clientId)));
  if (!order) throw new AppError("NOT_FOUND", "Pedido não encontrado");
  const receiver = alias(user, "receiver");
  const rows = await db
    .select({ payment: payments, receiverName: receiver.name })
    .from(payments)
    .leftJoin(receiver, eq(receiver.id, payments.receivedBy))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));
  const reversedBy = new Map(rows.filter((r) => r.payment.reverses).map((r) => [r.payment.reverses!, r.payment.id]));
  return rows.map(({ payment, receiverName }) => ({
    id: payment.id,
    kind: payment.kind,
    direction: payment.direction,
    method: payment.method,
    amountCents: toCents(payment.amount),
    installments: payment.installments,
    cashTenderedCents: payment.cashTendered === null ? null : toCents(payment.cashTendered),
    paidOn: payment.paidOn,
    receivedBy: payment.receivedBy ? { id: payment.receivedBy, name: receiverName ?? "" } : null,
    note: payment.note,
    reason: payment.reason,
    reverses: payment.reverses,
    reversedBy: reversedBy.get(payment.id) ?? null,
    createdAt: payment.createdAt.toISOString(),
  }));
}
