import { formatCents } from "@shared/money";

/**
 * An amount typed the Brazilian way ("1.234,56", "R$ 50", "12,5") → integer centavos, read from its
 * digits, never through a float. A comma is the decimal mark and dots group thousands; with no comma,
 * a dot followed by one or two digits is taken as the decimal mark ("12.50"), as a phone's keypad may
 * offer only the dot. Null when the text is not an amount (or has more than two decimals); "" is
 * undefined, a missing amount.
 */
export function centsOfTyped(text: string): number | null | undefined {
  const trimmed = text.replace(/R\$|\s/g, "");
  if (trimmed === "") return undefined;
  let whole: string;
  let fraction = "";
  if (trimmed.includes(",")) {
    const match = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{0,2})$/.exec(trimmed);
    if (!match) return null;
    whole = match[1]!.replaceAll(".", "");
    fraction = match[2]!;
  } else if (/^\d{1,3}(?:\.\d{3})+$/.test(trimmed)) {
    whole = trimmed.replaceAll(".", "");
  } else {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
    if (!match) return null;
    whole = match[1]!;
    fraction = match[2] ?? "";
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The message for an amount box that does not hold one. */
export function typedAmountError(cents: number | null | undefined): string | undefined {
  if (cents === undefined) return "Informe o valor";
  if (cents === null) return "Valor inválido: use no máximo duas casas decimais";
  return undefined;
}

/** Centavos as they are typed back into an amount box: "1.234,50". */
export const typedCents = (cents: number) => formatCents(cents).replace(/^R\$\s/, "");
