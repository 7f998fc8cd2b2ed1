import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";
import { toCents } from "../../shared/money";

const currency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export function formatCurrency(value: number): string {
  return currency.format(value);
}

/** Centavos as R$ 1.234,50: the division happens only for display, never for sums. */
export function formatCents(cents: number): string {
  return currency.format(cents / 100);
}

/** An API amount ("1234.50") as R$ 1.234,50. */
export function formatAmount(amount: string): string {
  return formatCents(toCents(amount));
}

/**
 * A calendar day (yyyy-MM-dd) or a timestamp as 05/03/2025. A bare day is parsed as a local date,
 * so it never shifts a day; a timestamp shows the browser's local day.
 */
export function formatDay(isoDay: string): string {
  return format(parseISO(isoDay), "dd/MM/yyyy", { locale: ptBR });
}

/** Up to two initials of a person's name, or the first letter of an e-mail address. */
export function initialsOf(nameOrEmail: string): string {
  const words = nameOrEmail.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** "1 pedido", "12 pedidos": a count with its noun. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
