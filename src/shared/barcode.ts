/**
 * A part's barcode (docs/decisions/043): all digits of length 8 or 13 is an EAN-8 or EAN-13 and must
 * pass its check digit; anything else of 3–32 letters, digits or hyphens is the shop's own code.
 */
export const BARCODE_CHECK_DIGIT_MESSAGE = "Código de barras inválido: confira o dígito verificador.";
export const BARCODE_FORMAT_MESSAGE = "Código de barras inválido: use de 3 a 32 letras, números ou hífens.";

const OWN_CODE = /^[A-Za-z0-9-]{3,32}$/;
const EAN = /^(\d{8}|\d{13})$/;

/** The check digit of an EAN's other digits: weights 3 and 1 from the right, to the next ten. */
export function eanCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += weight * Number(body[i]);
  }
  return (10 - (sum % 10)) % 10;
}

export function isEan(code: string): boolean {
  return EAN.test(code);
}

/** Why a barcode is refused, in pt-BR; null when it is an EAN with its right digit or an own code. */
export function barcodeProblem(code: string): string | null {
  if (isEan(code)) return eanCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : BARCODE_CHECK_DIGIT_MESSAGE;
  return OWN_CODE.test(code) ? null : BARCODE_FORMAT_MESSAGE;
}
