import { PAYMENT_STATE_LABELS, type PaymentState } from "@shared/payments";
import { cn } from "@web/lib/cn";

const STYLES: Record<PaymentState, string> = {
  em_aberto: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  parcial: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  pago: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
};

/** Where an order's money stands (docs/decisions/038), on its page, its card and its printouts' screens. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        STYLES[state],
      )}
    >
      <span className="sr-only">Pagamento: </span>
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}
