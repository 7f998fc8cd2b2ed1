import { formatCents, formatOrderTotal, hasNothingPriced, type PricedItems } from "@shared/money";
import type { OrderMoney } from "@shared/payments";

/**
 * Total, Pago and Saldo as the screens and printouts show them. An order with neither services nor parts
 * has no total yet ('a definir', never R$ 0,00: a quote not made is not a free repair), so no balance either.
 */
export function moneyTexts(order: PricedItems & { total: string; money: OrderMoney }) {
  const undetermined = hasNothingPriced(order);
  return {
    total: formatOrderTotal(order),
    paid: undetermined && order.money.paidCents === 0 ? "—" : formatCents(order.money.paidCents),
    balance: undetermined ? "a definir" : formatCents(order.money.balanceCents),
  };
}
