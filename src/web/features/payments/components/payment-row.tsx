import { Link } from "react-router";
import { paymentReceiptPage, paymentSlipPage } from "@shared/page-paths";
import { formatCents } from "@shared/money";
import { changeCents, PAYMENT_METHOD_LABELS, type Payment } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { formatDay } from "@web/lib/format";

const KIND_LABELS: Record<Payment["kind"], string> = {
  pagamento: "Pagamento",
  reembolso: "Reembolso",
  estorno: "Estorno",
};

/** "Cartão de crédito em 3x", or the method alone. */
export function methodText(payment: Pick<Payment, "method" | "installments">): string {
  const label = PAYMENT_METHOD_LABELS[payment.method];
  return payment.installments && payment.installments > 1 ? `${label} em ${payment.installments}x` : label;
}

interface PaymentRowProps {
  orderId: string;
  payment: Payment;
  /** The reason of the estorno that undid this row, when one did. */
  undoneBecause: string | null;
  onReverse: (() => void) | null;
}

/**
 * One row of the order's money. A row undone by an estorno, and the estorno itself, are struck
 * through with the reason: never edited or deleted (docs/decisions/038).
 */
export function PaymentRow({ orderId, payment, undoneBecause, onReverse }: PaymentRowProps) {
  const struck = payment.kind === "estorno" || payment.reversedBy !== null;
  const reason = payment.kind === "estorno" ? payment.reason : undoneBecause;
  const change = changeCents(payment);
  const sign = payment.direction === "saida" ? "−" : "";
  const title = `${KIND_LABELS[payment.kind]} · ${methodText(payment)}`;
  return (
    <li className="space-y-1 border-b border-border pb-3 last:border-b-0 last:pb-0" data-payment-id={payment.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        {struck ? (
          <s className="font-medium text-muted-foreground">{title}</s>
        ) : (
          <span className="font-medium">{title}</span>
        )}
        {struck ? (
          <s className="tabular-nums text-muted-foreground">
            {sign}
            {formatCents(payment.amountCents)}
          </s>
        ) : (
          <span className="font-semibold tabular-nums">
            {sign}
            {formatCents(payment.amountCents)}
          </span>
        )}
      </div>
      <p className="text-muted-foreground">
        {formatDay(payment.paidOn)}
        {payment.receivedBy && ` · Recebido por ${payment.receivedBy.name}`}
      </p>
      {payment.cashTenderedCents !== null && change > 0 && (
        <p className="text-muted-foreground">
          Valor recebido {formatCents(payment.cashTenderedCents)} · Troco {formatCents(change)}
        </p>
      )}
      {payment.note && <p className="break-words">{payment.note}</p>}
      {struck && reason && (
        <p className="text-destructive">
          {payment.kind === "estorno" ? "Motivo do estorno" : "Estornado"}: {reason}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link to={paymentReceiptPage(orderId, payment.id)} className="underline underline-offset-4">
          Recibo
        </Link>
        <Link to={paymentSlipPage(orderId, payment.id)} className="underline underline-offset-4">
          Recibo 80 mm
        </Link>
        {onReverse && (
          <Button variant="link" size="inline" onClick={onReverse} aria-label={`Estornar ${title}`}>
            Estornar
          </Button>
        )}
      </div>
    </li>
  );
}
