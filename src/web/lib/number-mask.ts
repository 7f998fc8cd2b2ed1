import { digitsOf, formatCep, formatCnpj, formatCpf, formatPhone, MAX_DIGITS, phoneDigitsOf } from "@shared/br-numbers";

/** The Brazilian numbers a field can be masked as (docs/decisions/024). */
export type NumberMask = keyof typeof MAX_DIGITS;

const FORMATS: Record<NumberMask, (digits: string) => string> = {
  cpf: formatCpf,
  cnpj: formatCnpj,
  phone: formatPhone,
  cep: formatCep,
};

export interface MaskedText {
  value: string;
  caret: number;
}

/**
 * A field's text after an edit, formatted as its number, and where the caret goes: after the same
 * digits it followed. `value` and `caret` are the field's right after the browser applied the edit;
 * `inputType` is the edit's (InputEvent.inputType).
 */
export function maskEdit(mask: NumberMask, { value, caret, inputType }: MaskedText & { inputType?: string }) {
  let text = value;
  let at = Math.min(caret, text.length);
  const format = FORMATS[mask];

  // Backspace or Delete on a separator would change nothing (the mask writes it back): the digit
  // before (or after) it goes too. Only a separator's removal leaves the text one character short of
  // its own digits formatted.
  if (format(digitsOf(text)).length === text.length + 1) {
    const backwards = inputType === "deleteContentBackward";
    const forwards = inputType === "deleteContentForward";
    const index = backwards ? text.slice(0, at).search(/\d\D*$/) : forwards ? text.slice(at).search(/\d/) : -1;
    if (index >= 0) {
      const position = backwards ? index : at + index;
      text = text.slice(0, position) + text.slice(position + 1);
      at = backwards ? position : at;
    }
  }

  const max = MAX_DIGITS[mask];
  let skipped = 0;
  // A phone pasted or filled in with its country code (+55 11 98765-4321) keeps the national number.
  if (mask === "phone" && digitsOf(text).length > max && (/^\s*\+/.test(text) || inputType !== "insertText")) {
    skipped = digitsOf(text).length - phoneDigitsOf(text).length;
  }
  // Digits typed past the number's last are refused, where they were typed; pasted ones are cut at its end.
  for (let extra = digitsOf(text).length - skipped - max; inputType === "insertText" && extra > 0; extra--) {
    const index = text.slice(0, at).search(/\d\D*$/);
    if (index < 0) break;
    text = text.slice(0, index) + text.slice(index + 1);
    at = index;
  }
  const digits = digitsOf(text).slice(skipped, skipped + max);
  const formatted = format(digits);

  if (at >= text.length) return { value: formatted, caret: formatted.length };
  const digitsBefore = Math.min(Math.max(digitsOf(text.slice(0, at)).length - skipped, 0), digits.length);
  return { value: formatted, caret: caretAfterDigits(formatted, digitsBefore) };
}

/** The position right after the n-th digit of a text (0: its start). */
function caretAfterDigits(text: string, n: number): number {
  if (n === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) && ++seen === n) return i + 1;
  }
  return text.length;
}
