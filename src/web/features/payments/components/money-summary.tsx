import type { Order } from "@shared/order-types";
import { PaymentStateBadge } from "@web/components/payment-state-badge";
import { moneyTexts } from "@web/features/payments/money-text";

/** Total, Pago and Saldo of an order, with its payment state. */
export function MoneySummary({ order }: { order: Pick<Order, "services" | "parts" | "total" | "money"> }) {
  const texts = moneyTexts(order);
  const rows = [
    ["Total", texts.total],
    ["Pago", texts.paid],
    ["Saldo", texts.balance],
  ] as const;
  return (
    <div className="space-y-2 text-sm">
      <dl aria-label="Valores do pedido" className="grid grid-cols-3 gap-2">
        {rows.map(([label, text]) => (
          <div key={label} className="rounded-md border border-border p-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-center gap-2">
        <span className="text-muted-foreground">Situação do pagamento:</span>
        <PaymentStateBadge state={order.money.state} />
      </p>
    </div>
  );
}
