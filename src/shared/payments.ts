import type { PAYMENT_METHODS } from "./value-sets";

/**
 * The shop's money on an order (docs/decisions/038). A payment is never edited or deleted: money the
 * customer handed over is a `pagamento`, money handed back (an order cancelled after a deposit) a
 * `reembolso`, and a row recorded by mistake is undone by an `estorno`, a new row pointing at it.
 * Each row moves money into the shop or out of it (`direction`), which is all a balance needs.
 */
export const PAYMENT_KINDS = ["pagamento", "reembolso", "estorno"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_DIRECTIONS = ["entrada", "saida"] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: "Pix",
  dinheiro: "Dinheiro",
  cartao_debito: "Cartão de débito",
  cartao_credito: "Cartão de crédito",
  transferencia: "Transferência",
  boleto: "Boleto",
};

/** Where an order's money stands: nothing received, part of it, all of it. */
export const PAYMENT_STATES = ["em_aberto", "parcial", "pago"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  em_aberto: "Em aberto",
  parcial: "Parcial",
  pago: "Pago",
};

/** A credit card's installments: at most 24, as the machines a shop rents offer. */
export const MAX_INSTALLMENTS = 24;
/** The largest single payment, R$ 10 million, in centavos. */
export const MAX_PAYMENT_CENTS = 1_000_000_000;

/** A payment row as the order page, the receipt and the customer's portal show it. */
export interface Payment {
  id: string;
  kind: PaymentKind;
  direction: PaymentDirection;
  method: PaymentMethod;
  amountCents: number;
  installments: number | null;
  /** Cash handed over, when more than the amount: the change (troco) is the difference. */
  cashTenderedCents: number | null;
  /** The day the money changed hands, YYYY-MM-DD. */
  paidOn: string;
  receivedBy: { id: string; name: string } | null;
  note: string | null;
  /** An estorno's reason, and the row it undoes; on the undone row, the estorno that undid it. */
  reason: string | null;
  reverses: string | null;
  reversedBy: string | null;
  createdAt: string;
}

/** An order's money: what it costs, what came in (net of refunds and reversals), what is left. */
export interface OrderMoney {
  totalCents: number;
  paidCents: number;
  /** Negative when the shop holds more than the order costs (services reduced after a payment). */
  balanceCents: number;
  state: PaymentState;
}

/** The state of an order's money from its figures: nothing received yet is open, whatever the total. */
export function paymentStateOf(totalCents: number, paidCents: number): PaymentState {
  if (paidCents <= 0) return "em_aberto";
  return paidCents >= totalCents ? "pago" : "parcial";
}

/** The change for cash handed over. */
export function changeCents(payment: Pick<Payment, "amountCents" | "cashTenderedCents">): number {
  return payment.cashTenderedCents === null ? 0 : payment.cashTenderedCents - payment.amountCents;
}

/** How long a balance has been owed, counted from the delivery (docs/decisions/038). */
export const AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  "0-30": "Até 30 dias",
  "31-60": "31 a 60 dias",
  "61-90": "61 a 90 dias",
  "90+": "Mais de 90 dias",
};

/**
 * The day each bucket after the first starts at: the database puts an age in AGE_BUCKETS[i] with
 * width_bucket(age, AGE_BUCKET_STARTS).
 */
export const AGE_BUCKET_STARTS = [31, 61, 91] as const;

/** An order delivered with money still owed on it, as the receivables screen lists it. */
export interface Receivable {
  orderId: string;
  orderNumber: number;
  device: string;
  client: { id: string; name: string; phone: string | null };
  technician: { id: string; name: string } | null;
  deliveredAt: string;
  ageDays: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}

/** The receivables screen: the oldest first, a page of them, and the totals of every one by age. */
export interface ReceivablesPage {
  items: Receivable[];
  total: number;
  page: number;
  pageSize: number;
  totals: Record<AgeBucket, number> & { all: number };
}

/** How the revenue report groups its days. */
export const REVENUE_GROUPINGS = ["dia", "semana", "mes"] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];

/** The admin's revenue report for a period (docs/decisions/038): money received, and the work delivered. */
export interface RevenueReport {
  from: string;
  to: string;
  groupBy: RevenueGrouping;
  /** Money in and out per day, week (its Monday) or month (its first day), YYYY-MM-DD. */
  received: { period: string; inCents: number; outCents: number; netCents: number }[];
  byMethod: { method: PaymentMethod; netCents: number }[];
  byTechnician: { technician: { id: string; name: string } | null; deliveredOrders: number; amountCents: number }[];
  receivedCents: number;
  refundsCents: number;
  reversalsCents: number;
  deliveredOrders: number;
  averageTicketCents: number;
  /** What customers owe now, whatever the period. */
  receivablesCents: number;
}

/** 'Cobrar por Pix': a static BR Code for an order's balance, as text to copy and as a QR code. */
export interface PixCharge {
  amountCents: number;
  /** The "Pix copia e cola" text. */
  payload: string;
  qrSvg: string;
  receiverName: string;
}

/** An order of a client's with money left to pay on it, as the client's page and the portal list it. */
export interface OrderBalance {
  orderId: string;
  orderNumber: number;
  device: string;
  delivered: boolean;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}

/**
 * A client's money over their orders (docs/decisions/042): what is left to pay on the orders not
 * cancelled, and of it what is owed on orders already delivered (the receivables' sense, decision 038).
 */
export interface ClientBalance {
  balanceCents: number;
  owedCents: number;
  /** The orders with a balance, oldest first. */
  orders: OrderBalance[];
}
