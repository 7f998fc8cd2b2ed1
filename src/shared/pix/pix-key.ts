import { z } from "zod";
import { mobileE164 } from "@shared/br-numbers.ts";
import { cnpjSchema, cpfSchema } from "@shared/validation/fields.ts";

/**
 * The shop's Pix key, of one of the five types the Banco Central's key directory (DICT) registers, in
 * the form the DICT stores it: that form goes into the BR Code, and a payer's bank looks it up as it is.
 * The admin picks the type; the key is typed the way people write it and checked against that type.
 */
export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "telefone", "aleatoria"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Each type as the settings form and its messages name it. */
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  telefone: "Celular",
  aleatoria: "Chave aleatória",
};

/** The DICT's longest key, an e-mail's: also what fits the BR Code's field 26 beside the GUI. */
export const PIX_KEY_MAX = 77;

export const pixKeyTypeSchema = z.enum(PIX_KEY_TYPES, { error: "Escolha o tipo da chave Pix" });

// The DICT's e-mail pattern (lower case only), with a dot required in the domain: every real address
// has one, and "fulano@gmailcom" is a typo.
const EMAIL_KEY =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
// A random key (EVP) is a UUID the DICT wrote in lower case with hyphens; its version is not checked
// (the Banco Central's own example key, 123e4567-e12b-12d1-…, is no v4).
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Digits and the punctuation a phone number is written with; a "+" must be Brazil's +55.
const PHONE_TEXT = /^(?:\+\s*55)?[\d\s()-]+$/;

// A few words more where the shape is not obvious; CPF, CNPJ and e-mail speak for themselves.
const HINTS: Record<PixKeyType, string> = {
  cpf: "",
  cnpj: "",
  email: "",
  telefone: ": informe um celular com DDD, como (11) 98765-4321",
  aleatoria: ": copie a chave do app do banco, com os hífens",
};

export type PixKeyResult = { ok: true; key: string } | { ok: false; message: string };

/** The DICT's form of a key typed as `type`, or null when the text is not a key of that type. */
function dictForm(type: PixKeyType, typed: string): string | null {
  switch (type) {
    case "cpf": {
      const cpf = cpfSchema.safeParse(typed);
      return cpf.success ? cpf.data : null;
    }
    case "cnpj": {
      const cnpj = cnpjSchema.safeParse(typed);
      return cnpj.success ? cnpj.data : null;
    }
    case "email": {
      const email = typed.toLowerCase();
      return email.length <= PIX_KEY_MAX && EMAIL_KEY.test(email) ? email : null;
    }
    case "telefone": {
      // A mobile only: the DICT registers no landline. Stored in E.164, "+5511987654321".
      const e164 = PHONE_TEXT.test(typed) ? mobileE164(typed) : null;
      return e164 && `+${e164}`;
    }
    case "aleatoria": {
      const uuid = typed.toLowerCase();
      return RANDOM_KEY.test(uuid) ? uuid : null;
    }
  }
}

/**
 * A key typed in the settings form, checked against its type and put in the DICT's form: CPF and CNPJ
 * by their check digits, as digits only; an e-mail in lower case, at most 77 characters; a mobile as
 * +55, DDD and nine digits; a random key in lower case with hyphens. A refusal comes with its pt-BR
 * message.
 */
export function normalizePixKey(type: PixKeyType, text: string): PixKeyResult {
  const typed = text.trim();
  const key = dictForm(type, typed);
  if (key) return { ok: true, key };
  if (type === "email" && typed.length > PIX_KEY_MAX) {
    return { ok: false, message: `E-mail da chave Pix muito longo: até ${PIX_KEY_MAX} caracteres` };
  }
  return { ok: false, message: `Chave Pix inválida para o tipo ${PIX_KEY_TYPE_LABELS[type]}${HINTS[type]}` };
}
