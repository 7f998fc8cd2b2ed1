import { Link } from "react-router";
import type { CashDayPayment } from "@shared/cash";
import { formatOrderNumber } from "@shared/order-types";
import { orderPage, salePage } from "@shared/page-paths";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { formatSaleNumber } from "@shared/sale-types";
import { formatDateTime } from "@web/lib/format-time";
import { signedCents } from "@web/features/cash/cash-figures";

const KIND_LABELS: Record<CashDayPayment["kind"], string> = {
  pagamento: "Pagamento",
  reembolso: "Reembolso",
  estorno: "Estorno",
};

/** The payments the day took (and what went back out), each linking to its order or counter sale. */
export function PaymentsList({ payments }: { payments: CashDayPayment[] }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">Nenhum pagamento neste caixa.</p>;
  return (
    <ul aria-label="Pagamentos do caixa" className="divide-y divide-border text-sm">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <div className="min-w-0">
            <p className="font-medium">
              <SourceLink source={payment.source} />
              {` · ${KIND_LABELS[payment.kind]} · ${PAYMENT_METHOD_LABELS[payment.method]}`}
            </p>
            <p className="text-muted-foreground">{formatDateTime(payment.createdAt)}</p>
          </div>
          <p className="font-semibold tabular-nums">
            {signedCents(payment.direction === "entrada" ? payment.amountCents : -payment.amountCents)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function SourceLink({ source }: { source: CashDayPayment["source"] }) {
  const sale = source.kind === "venda";
  return (
    <Link
      to={sale ? salePage(source.id) : orderPage(source.id)}
      className="underline underline-offset-4 hover:text-primary-strong"
    >
      {sale ? formatSaleNumber(source.number) : formatOrderNumber(source.number)}
    </Link>
  );
}
