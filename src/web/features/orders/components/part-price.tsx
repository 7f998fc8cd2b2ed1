import { discountCents, formatCents, fromCents, partTotalCents, toCents } from "@shared/money";
import type { OrderPart } from "@shared/order-types";
import { formatAmount, formatPercent } from "@web/lib/format";

/** "2 × R$ 450,00 − 10%": how a part line's total is made, so it adds up on the screen. */
export function partLineText(part: Omit<OrderPart, "id" | "productId" | "description">): string {
  const units = `${part.quantity} × ${formatAmount(part.unitPrice)}`;
  const value = fromCents(toCents(part.unitPrice) * part.quantity);
  if (discountCents({ value, discountType: part.discountType, discountValue: part.discountValue }) === 0) return units;
  const off =
    part.discountType === "porcentagem"
      ? `${formatPercent(Number(part.discountValue))}%`
      : formatAmount(part.discountValue);
  return `${units} − ${off}`;
}

/** A part line's price as charged: its total, with its units and discount under it. */
export function PartPrice({ part }: { part: OrderPart }) {
  return (
    <span className="ml-auto shrink-0 text-right">
      <span className="font-medium">{formatCents(partTotalCents(part))}</span>
      <span className="block text-xs text-muted-foreground">{partLineText(part)}</span>
    </span>
  );
}
