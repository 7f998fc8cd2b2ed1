// Brazilian numbers (docs/product.md §5, docs/decisions/024): CPF, CNPJ, phone and CEP are typed with
// or without punctuation, stored as digits only and shown formatted. No zod here: every screen that
// shows a number imports these, most of them without a form.

/** The digits of a text, in order: "(11) 98765-4321" → "11987654321"; null and undefined → "". */
export function digitsOf(text: string | null | undefined): string {
  return (text ?? "").replace(/\D/g, "");
}

/**
 * A phone's national digits (area code and number). A leading country code 55 is dropped when the
 * text was typed with a "+" or has one digit more than a national number can: a bare 10-11 digit number
 * may itself start with 55, the area code of Santa Maria (RS).
 */
export function phoneDigitsOf(text: string | null | undefined): string {
  const digits = digitsOf(text);
  const withCountryCode = /^\s*\+\s*55/.test(text ?? "") || digits.length > 11;
  return withCountryCode && digits.startsWith("55") ? digits.slice(2) : digits;
}

/** The most digits each number has: what the input masks stop at. */
export const MAX_DIGITS = { cpf: 11, cnpj: 14, phone: 11, cep: 8 } as const;

// Digits and the punctuation numbers are written with; anything else (a letter) is not a number.
const NUMBER_TEXT = /^[\d\s()./+-]*$/;

/**
 * The digits laid into a template ("0" is a digit's place). A separator is written only when a digit
 * follows it, so partial input reads as it is typed: "529982" → "529.982".
 */
function lay(template: string, digits: string): string {
  let out = "";
  let next = 0;
  for (const place of template) {
    if (next >= digits.length) break;
    out += place === "0" ? digits[next++] : place;
  }
  return out;
}

/**
 * A number for display: formatted, whole or partial; "" for none. A text that is not a number (an
 * anonymised record's placeholder) or holds more digits than the number can is shown as stored.
 */
function formatted(value: string | null | undefined, digits: string, max: number, layout: (d: string) => string) {
  if (!value) return "";
  if (!NUMBER_TEXT.test(value) || digits.length > max) return value;
  return layout(digits);
}

/** 000.000.000-00 */
export function formatCpf(value: string | null | undefined): string {
  return formatted(value, digitsOf(value), MAX_DIGITS.cpf, (d) => lay("000.000.000-00", d));
}

/** 00.000.000/0000-00 */
export function formatCnpj(value: string | null | undefined): string {
  return formatted(value, digitsOf(value), MAX_DIGITS.cnpj, (d) => lay("00.000.000/0000-00", d));
}

/**
 * (11) 98765-4321 for a mobile (11 digits), (11) 3456-7890 for a landline (10). While typed, the
 * landline's layout holds until the eleventh digit moves the dash.
 */
export function formatPhone(value: string | null | undefined): string {
  return formatted(value, phoneDigitsOf(value), MAX_DIGITS.phone, (d) =>
    lay(d.length === 11 ? "(00) 00000-0000" : "(00) 0000-0000", d),
  );
}

/** 00000-000 */
export function formatCep(value: string | null | undefined): string {
  return formatted(value, digitsOf(value), MAX_DIGITS.cep, (d) => lay("00000-000", d));
}

/**
 * The digits of a search typed as a number ("529.982", "(11) 98765"), to find numbers stored as
 * digits; undefined when the search holds anything else (a name, an e-mail) or no digit.
 */
export function numberSearchDigits(search: string): string | undefined {
  const digits = digitsOf(search);
  return digits && NUMBER_TEXT.test(search) ? digits : undefined;
}

/**
 * A mobile phone in E.164 without the "+" ("5511987654321"), as WhatsApp links take it; null for a
 * landline or anything else (a mobile has a DDD and nine digits starting with 9).
 */
export function mobileE164(phone: string | null | undefined): string | null {
  const digits = phoneDigitsOf(phone);
  return /^[1-9]{2}9\d{8}$/.test(digits) ? `55${digits}` : null;
}
