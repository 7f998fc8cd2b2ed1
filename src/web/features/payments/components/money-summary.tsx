import { formatCents } from "@shared/money";
import type { OrderMoney } from "@shared/payments";
import { PaymentStateBadge } from "@web/components/payment-state-badge";

/** Total, Pago and Saldo of an order, with its payment state. */
export function MoneySummary({ money }: { money: OrderMoney }) {
  const rows = [
    ["Total", money.totalCents],
    ["Pago", money.paidCents],
    ["Saldo", money.balanceCents],
  ] as const;
  return (
    <div className="space-y-2 text-sm">
      <dl aria-label="Valores do pedido" className="grid grid-cols-3 gap-2">
        {rows.map(([label, cents]) => (
          <div key={label} className="rounded-md border border-border p-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-center gap-2">
        <span className="text-muted-foreground">Situação do pagamento:</span>
        <PaymentStateBadge state={money.state} />
      </p>
    </div>
  );
}
