import { formatCents, serviceTotalCents } from "@shared/money";
import type { OrderService } from "@shared/order-types";
import { formatAmount, formatPercent } from "@web/lib/format";

/** A service's price as charged: the discount shown beside the full price, so the total adds up. */
export function ServicePrice({ service }: { service: OrderService }) {
  const discount = Number(service.discountValue);
  if (discount === 0) return <span className="ml-auto shrink-0 font-medium">{formatAmount(service.value)}</span>;
  const off =
    service.discountType === "porcentagem" ? `${formatPercent(discount)}%` : formatAmount(service.discountValue);
  return (
    <span className="ml-auto shrink-0 text-right">
      <span className="font-medium">{formatCents(serviceTotalCents(service))}</span>
      <span className="block text-xs text-muted-foreground">
        {formatAmount(service.value)} − {off}
      </span>
    </span>
  );
}
