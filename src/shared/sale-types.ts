import { formatCents, type DiscountType } from "./money";
import type { Payment, PaymentMethod } from "./payments";

/**
 * A counter sale (venda balcão, docs/decisions/048): parts sold without an order, paid at once. Its
 * amounts cross the API as an order's parts do (decimal strings), its totals in centavos.
 */
export interface SaleItem {
  id: string;
  productId: string;
  description: string;
  quantity: number;
  unitPrice: string;
  discountType: DiscountType;
  discountValue: string;
  totalCents: number;
  /** The unit cost its stock move carried: the admin's only. */
  unitCost?: string;
}

/** A sale in the list. */
export interface SaleSummary {
  id: string;
  number: number;
  createdAt: string;
  client: { id: string; name: string } | null;
  soldBy: { id: string; name: string } | null;
  totalCents: number;
  method: PaymentMethod;
  reversed: boolean;
}

export interface Sale extends SaleSummary {
  /** The client's CPF (digits), for the receipt, when the sale names a client who has one. */
  clientCpf: string | null;
  items: SaleItem[];
  /** The payment that paid it, and the estorno that undid it once the sale was reversed. */
  payment: Payment;
  reversal: { at: string; by: string | null; reason: string } | null;
  /** Price less cost of what was sold: the admin's only. */
  marginCents?: number;
}

/** Cash handed over that does not cover the sale, in words (the cart's check and the server's alike). */
export const tenderedShortMessage = (tenderedCents: number, totalCents: number) =>
  `O valor entregue (${formatCents(tenderedCents)}) é menor que o total da venda (${formatCents(totalCents)}).`;

/** 'Venda nº 00012', as an order is 'OS nº 00012'. */
export function formatSaleNumber(n: number): string {
  return `Venda nº ${String(n).padStart(5, "0")}`;
}
