/**
 * Money is counted in integer centavos: never summed in floating point (docs/decisions/007).
 * Amounts cross the API as decimal strings ("450.00"), as PostgreSQL's numeric(14,2) gives them.
 */
export type DiscountType = "porcentagem" | "valor";

/**
 * The most reais an amount may be: the amount rule of docs/product.md §5, within the numeric(14,2) the
 * database keeps.
 */
export const MAX_AMOUNT = 99999999999;

export interface ServiceAmounts {
  value: number | string;
  discountType: DiscountType;
  discountValue: number | string;
}

/** Reais with at most two decimals → centavos, exactly (reads the decimal digits, not the float). */
export function toCents(amount: number | string): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount with at most two decimals: ${amount}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Centavos → "1234.50", the form the API and the database use. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The discount of one service in centavos; a percentage is rounded half-up to the centavo. */
export function discountCents(service: ServiceAmounts): number {
  const value = toCents(service.value);
  if (service.discountType === "valor") return toCents(service.discountValue);
  // Percent with two decimals = hundredths of a percent: value × p / 10 000, in BigInt to stay exact.
  const hundredths = BigInt(toCents(service.discountValue));
  return Number((BigInt(value) * hundredths + 5000n) / 10000n);
}

/** Value minus discount, in centavos. */
export function serviceTotalCents(service: ServiceAmounts): number {
  return toCents(service.value) - discountCents(service);
}

/** The sum of services' totals (docs/product.md §2). */
export function servicesTotalCents(services: readonly ServiceAmounts[]): number {
  return services.reduce((sum, service) => sum + serviceTotalCents(service), 0);
}

export interface PartAmounts {
  unitPrice: number | string;
  quantity: number;
  discountType: DiscountType;
  discountValue: number | string;
}

/** A part line's total: its units' price less its discount, as a service's (docs/decisions/045). */
export function partTotalCents(part: PartAmounts): number {
  const value = fromCents(toCents(part.unitPrice) * part.quantity);
  return serviceTotalCents({ value, discountType: part.discountType, discountValue: part.discountValue });
}

/** An order's total: its services' and its parts' (docs/decisions/045). */
export function orderTotalCents(services: readonly ServiceAmounts[], parts: readonly PartAmounts[]): number {
  return servicesTotalCents(services) + parts.reduce((sum, part) => sum + partTotalCents(part), 0);
}

/**
 * Centavos as R$ 1.234,50 — the very text of Intl's pt-BR BRL format (src/web/lib/format.test.ts holds
 * them together) — by integer arithmetic: the division happens only for display, never for sums, and the
 * page does not pay for Intl's first formatter, which loads its locale data (40 ms on a desktop, far
 * more on a phone) on every screen that shows money (docs/decisions/018).
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}R$\u00a0${reais},${String(abs % 100).padStart(2, "0")}`;
}

/** What an order (or a quote of one) charges for: its services and its parts (docs/decisions/045). */
export interface PricedItems {
  services: readonly unknown[];
  parts?: readonly unknown[];
}

/** An order with nothing priced yet: no service and no part. */
export function hasNothingPriced(order: PricedItems): boolean {
  return order.services.length === 0 && !order.parts?.length;
}

/**
 * An order's total as people read it: "a definir" while nothing on it is priced, neither a service nor
 * a part (a quote not made yet is not a free repair), else the amount.
 */
export function formatOrderTotal(order: PricedItems & { total: string }): string {
  return hasNothingPriced(order) ? "a definir" : formatCents(toCents(order.total));
}
