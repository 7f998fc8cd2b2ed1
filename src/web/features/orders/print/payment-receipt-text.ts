import { formatCpf } from "@shared/br-numbers";
import type { CompanyInfo } from "@shared/client-types";
import { formatCents } from "@shared/money";
import { amountInWords } from "@shared/money-words";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { PAYMENT_METHOD_LABELS, type Payment, type PaymentKind } from "@shared/payments";
import { formatDay } from "@web/lib/format";

/** What the paper is: money received, money handed back, or a row undone (docs/decisions/042). */
export const PAYMENT_PAPER_TITLES: Record<PaymentKind, string> = {
  pagamento: "Recibo de pagamento",
  reembolso: "Recibo de reembolso",
  estorno: "Comprovante de estorno",
};

const KIND_NAMES: Record<PaymentKind, string> = { pagamento: "pagamento", reembolso: "reembolso", estorno: "estorno" };

/** "Pix", "Cartão de crédito em 3x", "Cartão de crédito à vista"; a reversal carries no installments. */
export function methodText(payment: Pick<Payment, "method" | "installments">): string {
  const label = PAYMENT_METHOD_LABELS[payment.method];
  if (payment.installments === null) return label;
  return payment.installments > 1 ? `${label} em ${payment.installments}x` : `${label} à vista`;
}

/** R$ 150,30 (cento e cinquenta reais e trinta centavos). */
export const amountText = (cents: number) => `${formatCents(cents)} (${amountInWords(cents)})`;

/** The client as the paper names them: their name and, when on record, their CPF. */
const clientText = (order: Pick<Order, "client">) =>
  order.client.cpf ? `${order.client.name}, CPF ${formatCpf(order.client.cpf)},` : `${order.client.name}`;

/**
 * The paper's statement, in the words a Brazilian receipt is written in: who handed over how much (in
 * figures and in words) for which order. A reversal names the row it undoes and why.
 */
export function receiptStatement(options: {
  payment: Payment;
  order: Pick<Order, "number" | "client">;
  company: Pick<CompanyInfo, "name"> | undefined;
  /** The row an estorno undoes. */
  reversed?: Payment;
}): string {
  const { payment, order, company, reversed } = options;
  const os = formatOrderNumber(order.number);
  const amount = amountText(payment.amountCents);
  const shop = company?.name ?? "a loja";
  switch (payment.kind) {
    case "pagamento":
      return `Recebemos de ${clientText(order)} a importância de ${amount}, referente ao pedido ${os}.`;
    case "reembolso":
      return `${clientText(order)} recebeu de ${shop} a importância de ${amount}, devolvida referente ao pedido ${os}.`;
    case "estorno": {
      const what = reversed ? `o ${KIND_NAMES[reversed.kind]} de ${formatDay(reversed.paidOn)}` : "um lançamento";
      return `Foi estornado ${what} no pedido ${os}: a importância de ${amount} deixa de contar no pedido.`;
    }
  }
}

/** Who signs: the staff member who took the money, or the customer who was handed it back. */
export function signatureText(payment: Payment, order: Pick<Order, "client">, company: CompanyInfo | undefined) {
  if (payment.kind === "reembolso") return `Assinatura de ${order.client.name}`;
  const who = payment.receivedBy?.name;
  const shop = company?.name;
  return `Assinatura de ${[who, shop].filter(Boolean).join(" · ") || "quem recebeu"}`;
}

const WHO_BY_KIND: Record<PaymentKind, string> = {
  pagamento: "Recebido por",
  reembolso: "Devolvido por",
  estorno: "Estornado por",
};

/** The paper's facts, term and value, in the order both papers print them. */
export function paymentFacts(payment: Payment, order: Pick<Order, "number" | "client" | "brand" | "model" | "money">) {
  const rows: [string, string][] = [
    ["Cliente", order.client.name],
    ["CPF", formatCpf(order.client.cpf) || "—"],
    ["Pedido", `${formatOrderNumber(order.number)} · ${order.brand} ${order.model}`],
    ["Valor", formatCents(payment.amountCents)],
    ["Por extenso", amountInWords(payment.amountCents)],
    ["Forma de pagamento", methodText(payment)],
  ];
  if (payment.cashTenderedCents !== null) {
    rows.push(["Valor entregue", formatCents(payment.cashTenderedCents)]);
    rows.push(["Troco", formatCents(payment.cashTenderedCents - payment.amountCents)]);
  }
  rows.push(["Data", formatDay(payment.paidOn)]);
  rows.push([WHO_BY_KIND[payment.kind], payment.receivedBy?.name ?? "—"]);
  if (payment.reason) rows.push(["Motivo", payment.reason]);
  if (payment.note) rows.push(["Observação", payment.note]);
  if (payment.kind === "pagamento" && order.money.balanceCents > 0)
    rows.push(["Saldo atual do pedido", formatCents(order.money.balanceCents)]);
  return rows;
}

/** An undone row still prints, marked, so a reprint is never taken for money received. */
export const REVERSED_NOTICE = "Estornado: este lançamento foi desfeito e não vale como recibo.";
