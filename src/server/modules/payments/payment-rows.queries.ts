import { asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { toCents } from "@shared/money";
import type { Payment } from "@shared/payments";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { payments } from "@server/db/schema/money";

/**
 * Payment rows (an order's, or a counter sale's) as the screens and receipts show them, in the order
 * they happened; each undone row names the reversal that undid it.
 */
export async function paymentRows(db: Db, where: SQL): Promise<Payment[]> {
  const receiver = alias(user, "receiver");
  const rows = await db
    .select({ payment: payments, receiverName: receiver.name })
    .from(payments)
    .leftJoin(receiver, eq(receiver.id, payments.receivedBy))
    .where(where)
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
