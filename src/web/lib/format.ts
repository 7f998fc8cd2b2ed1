import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";

const currency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export function formatCurrency(value: number): string {
  return currency.format(value);
}

/** A calendar day (yyyy-MM-dd) as 05/03/2025; parsed as a local date so it never shifts a day. */
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
