import { z } from "zod";
import "@shared/validation/zod-locale.ts";

// The longest name and city (fields 59 and 60) the BR Code manual allows.
export const RECEIVER_NAME_MAX = 25;
export const RECEIVER_CITY_MAX = 15;

/**
 * The receiver's name and city as a Pix BR Code carries them (fields 59 and 60 of the Banco Central's
 * BR Code manual: at most 25 and 15 characters). Payers' banks show them before the payment; some
 * refuse or garble accented letters, so the text is reduced to plain ASCII before it is measured:
 * - accents go (NFD, then the combining marks dropped): "São João" → "SAO JOAO", "ç" → "C";
 * - upper case, as the banks' own codes write it ("Fulano de Tal" of the manual's example is the
 *   exception; payers' apps show the name either way);
 * - kept: A–Z, 0–9, space, and the punctuation Brazilian names and places need: "." (J.R. Celulares),
 *   "-" (Embu-Guaçu), "'" (Santa Bárbara d'Oeste; the typographic ’ and the ´ some keyboards type
 *   become it) and "&" (Silva & Filhos). Anything else (parentheses, @, º, emoji) becomes a space;
 * - spaces collapsed and trimmed.
 * The settings form stores the reduced text, so what the admin sees saved is what payers see.
 */
export function brCodeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’‘´`]/g, "'")
    .toUpperCase()
    .replace(/[^A-Z0-9 .&'-]/g, " ")
    .replace(/ +/g, " ")
    .trim();
}

/** Typed text reduced by brCodeText; refused when blank, when no letter or digit is left, or too long. */
function receiverText(messages: { missing: string; noLetters: string; tooLong: string }, max: number) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, { error: messages.missing, abort: true })
    .transform(brCodeText)
    .pipe(
      z
        .string()
        .regex(/[A-Z0-9]/, { error: messages.noLetters, abort: true })
        .max(max, { error: messages.tooLong }),
    );
}

export const receiverNameSchema = receiverText(
  {
    missing: "Informe o nome do recebedor do Pix",
    noLetters: "Nome do recebedor deve ter letras ou números",
    tooLong: `Nome do recebedor muito longo para o Pix: até ${RECEIVER_NAME_MAX} caracteres sem acentos; abrevie se preciso`,
  },
  RECEIVER_NAME_MAX,
);

export const receiverCitySchema = receiverText(
  {
    missing: "Informe a cidade do recebedor do Pix",
    noLetters: "Cidade do recebedor deve ter letras ou números",
    tooLong: `Cidade muito longa para o Pix: até ${RECEIVER_CITY_MAX} caracteres sem acentos; abrevie se preciso (S J DOS CAMPOS)`,
  },
  RECEIVER_CITY_MAX,
);
