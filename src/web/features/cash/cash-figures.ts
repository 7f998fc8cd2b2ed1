import type { CashDay, CashMove } from "@shared/cash";
import { formatCents } from "@shared/money";
import type { PaymentMethod } from "@shared/payments";

/** What the day's payments brought in per method, net of what went out (refunds, reversals). */
export function receivedByMethod(payments: CashDay["payments"]): Map<PaymentMethod, number> {
  const received = new Map<PaymentMethod, number>();
  for (const payment of payments) {
    const signed = payment.direction === "entrada" ? payment.amountCents : -payment.amountCents;
    received.set(payment.method, (received.get(payment.method) ?? 0) + signed);
  }
  return received;
}

/** A move's amount with its sense: a suprimento puts cash in, a sangria or an expense takes it out. */
export function signedMoveCents(move: Pick<CashMove, "kind" | "amountCents">): number {
  return move.kind === "suprimento" ? move.amountCents : -move.amountCents;
}

/** An amount with its sign written: +R$ 5,00, -R$ 5,00, R$ 0,00. */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** How far a count was from what was expected, in words: "+R$ 5,00 (sobra)", "-R$ 5,00 (falta)", "R$ 0,00". */
export function differenceText(cents: number | null): string {
  if (cents === null) return "—";
  if (cents === 0) return formatCents(0);
  return `${signedCents(cents)} (${cents > 0 ? "sobra" : "falta"})`;
}

/** The cash the drawer should hold now: the expected cash of the open day (float, cash in and out). */
export function drawerCents(day: Pick<CashDay, "counts">): number {
  return day.counts.find((count) => count.method === "dinheiro")?.expectedCents ?? 0;
}
