import { formatCents, toCents } from "@shared/money";

export function formatCurrency(value: number): string {
  return formatCents(toCents(value));
}

let percent: Intl.NumberFormat | undefined;

/** A percentage as 12,5 (at most two decimals); its formatter is made on first use, see formatCents. */
export function formatPercent(value: number): string {
  percent ??= new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
  return percent.format(value);
}

/** An API amount ("1234.50") as R$ 1.234,50. */
export function formatAmount(amount: string): string {
  return formatCents(toCents(amount));
}

const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A calendar day (yyyy-MM-dd) or a timestamp as 05/03/2025. A bare day is read as it is written, so
 * it never shifts a day; a timestamp shows the browser's local day. By hand, as date-fns's
 * `format(parseISO(…), "dd/MM/yyyy")` writes it (format.test.ts holds them together): the cards of
 * every list show dates, and date-fns with its pt-BR locale is the biggest library of the shell.
 */
export function formatDay(iso: string): string {
  const day = BARE_DAY.exec(iso);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = new Date(iso);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
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
