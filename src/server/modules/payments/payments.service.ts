import { eq } from "drizzle-orm";
import { formatCents, fromCents } from "@shared/money";
import type { OrderMoney, PaymentMethod } from "@shared/payments";
import type { z } from "zod";
import type { paymentInputSchema } from "@shared/validation/payment";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { payments, type PaymentRow } from "@server/db/schema/money";
import { AppError } from "@server/errors";
import { cashDayFor } from "./cash-day-for.queries";
import { lockOrderForMoney, orderMoney } from "./order-money.queries";

type PaymentInput = z.output<typeof paymentInputSchema>;

/** Whoever received the money: a staff member; the one recording it when not said. */
async function receiverId(tx: Db, receivedBy: string | undefined, recorder: string): Promise<string> {
  if (!receivedBy || receivedBy === recorder) return recorder;
  const [staff] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, receivedBy));
  if (!staff || staff.role === "cliente") throw new AppError("VALIDATION_ERROR", "Escolha quem recebeu o pagamento");
  return staff.id;
}

/**
 * Money the customer hands over for an order (docs/decisions/038). Under the order's lock: the amount
 * may not pass what is left to pay, so of twenty payments of the whole balance sent at once, one is
 * recorded. Answers the order's money as it now stands.
 */
export async function recordPayment(options: {
  db: Db;
  orderId: string;
  input: PaymentInput;
  recorderId: string;
  today: string;
}): Promise<{ payment: PaymentRow; money: OrderMoney }> {
  const { db, ...payment } = options;
  return db.transaction((tx) => recordPaymentIn({ tx, ...payment }));
}

/**
 * recordPayment in the caller's transaction: a deposit (sinal) taken with the order it is written
 * with, so a deposit refused leaves no order behind.
 */
export async function recordPaymentIn(options: {
  tx: Db;
  orderId: string;
  input: PaymentInput;
  recorderId: string;
  today: string;
}): Promise<{ payment: PaymentRow; money: OrderMoney }> {
  const { tx, orderId, input, recorderId, today } = options;
  const order = await lockOrderForMoney(tx, orderId);
  if (order.status === "cancelado") throw new AppError("CONFLICT", "Um pedido cancelado não recebe pagamentos.");
  const before = await orderMoney(tx, orderId);
  if (before.balanceCents <= 0) throw new AppError("CONFLICT", "Este pedido não tem saldo a receber.");
  if (input.amountCents > before.balanceCents)
    throw new AppError(
      "CONFLICT",
      `O valor (${formatCents(input.amountCents)}) passa do saldo do pedido (${formatCents(before.balanceCents)}).`,
    );
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId,
      kind: "pagamento",
      direction: "entrada",
      method: input.method,
      amount: fromCents(input.amountCents),
      installments: input.method === "cartao_credito" ? (input.installments ?? 1) : null,
      cashTendered: input.cashTenderedCents === null ? null : fromCents(input.cashTenderedCents),
      paidOn: input.paidOn ?? today,
      receivedBy: await receiverId(tx, input.receivedBy, recorderId),
      recordedBy: recorderId,
      note: input.note,
      cashDayId: await cashDayFor(tx, input.method),
    })
    .returning();
  return { payment: payment!, money: await orderMoney(tx, orderId) };
}

/**
 * An admin's reversal (estorno) of a payment or refund recorded by mistake: a new row moving the same
 * amount the other way, pointing at the one it undoes, once (the unique `reverses`). The order's lock
 * keeps a reversal and a payment sent together from weighing the same balance. A counter sale's payment
 * is undone with the sale, never alone (docs/decisions/048).
 */
export async function reversePayment(options: {
  db: Db;
  paymentId: string;
  reason: string;
  recorderId: string;
  today: string;
}): Promise<{ reversal: PaymentRow; money: OrderMoney }> {
  const { db, paymentId, ...reversal } = options;
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!found) throw new AppError("NOT_FOUND", "Pagamento não encontrado");
    if (found.orderId === null)
      throw new AppError("CONFLICT", "O pagamento de uma venda é estornado com ela: estorne a venda.");
    await lockOrderForMoney(tx, found.orderId);
    const [original] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return {
      reversal: await insertReversal({ tx, original: original!, ...reversal }),
      money: await orderMoney(tx, found.orderId),
    };
  });
}

/** The estorno row of a payment, under the lock of what it belongs to (its order, or its sale). */
export async function insertReversal(options: {
  tx: Db;
  original: PaymentRow;
  reason: string;
  recorderId: string;
  today: string;
}): Promise<PaymentRow> {
  const { tx, original, reason, recorderId, today } = options;
  if (original.kind === "estorno") throw new AppError("CONFLICT", "Um estorno não pode ser estornado.");
  const [undone] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reverses, original.id));
  if (undone) throw new AppError("CONFLICT", "Este pagamento já foi estornado.");
  const [reversal] = await tx
    .insert(payments)
    .values({
      orderId: original.orderId,
      saleId: original.saleId,
      kind: "estorno",
      direction: original.direction === "entrada" ? "saida" : "entrada",
      method: original.method,
      amount: original.amount,
      paidOn: today,
      receivedBy: recorderId,
      recordedBy: recorderId,
      reverses: original.id,
      reason,
      cashDayId: await cashDayFor(tx, original.method),
    })
    .returning();
  return reversal!;
}

/**
 * Money handed back when an order with payments is cancelled: all that came in, as one row out, in
 * the cancellation's transaction (the order is locked by it). Answers the amount refunded.
 */
export async function refundOrder(options: {
  tx: Db;
  orderId: string;
  method: PaymentMethod;
  recorderId: string;
  today: string;
}): Promise<number> {
  const { tx, orderId, method, recorderId, today } = options;
  const { paidCents } = await orderMoney(tx, orderId);
  if (paidCents <= 0) return 0;
  await tx.insert(payments).values({
    orderId,
    kind: "reembolso",
    direction: "saida",
    method,
    amount: fromCents(paidCents),
    paidOn: today,
    receivedBy: recorderId,
    recordedBy: recorderId,
    note: "Devolvido ao cancelar o pedido",
    cashDayId: await cashDayFor(tx, method),
  });
  return paidCents;
}
