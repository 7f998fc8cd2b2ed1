import { z } from "zod";
import { CPF_PATTERN, isValidCpf } from "./cpf.ts";
import { isValidCnpj } from "./cnpj.ts";
import { digitsOf, phoneDigitsOf } from "@shared/br-numbers.ts";
import { MAX_AMOUNT } from "@shared/money.ts";
import { DANGEROUS_URL_MESSAGE, isDangerousUrl } from "@shared/url-safety.ts";
// Every schema is built on these fields: wherever one is used, zod's own messages are pt-BR too.
import "./zod-locale.ts";

// One schema per row of the field rules table (docs/product.md §5). Messages are pt-BR and shown to users as they are.

// A missing field and a value of the wrong type get different messages.
function text(missing: string, invalid: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? missing : invalid) });
}

// Brazilian numbers (CPF, CNPJ, phone, CEP) are typed with or without their punctuation and come out
// as digits only: what the database stores, formatted again for display (docs/decisions/024).

export const cpfSchema = text("Informe o CPF", "CPF inválido")
  .trim()
  .regex(CPF_PATTERN, { error: "CPF deve estar no formato 000.000.000-00", abort: true })
  .refine(isValidCpf, { error: "CPF inválido" })
  .overwrite(digitsOf);

export const cnpjSchema = text("Informe o CNPJ", "CNPJ inválido")
  .trim()
  .regex(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, {
    error: "CNPJ deve estar no formato 00.000.000/0000-00",
    abort: true,
  })
  .refine(isValidCnpj, { error: "CNPJ inválido" })
  .overwrite(digitsOf);

// Brazilian numbers have 10 digits (landline) or 11 (mobile) with the area code (DDD, 11 to 99). A
// leading 55 country code (+55) is accepted too, and dropped (br-numbers.ts phoneDigitsOf).
function hasPhoneDigits(value: string): boolean {
  const digits = phoneDigitsOf(value);
  return digits.length === 10 || digits.length === 11;
}

const hasAreaCode = (value: string) => Number(phoneDigitsOf(value).slice(0, 2)) >= 11;

// The 15-character limit (docs/product.md §5) leaves room for "(11) 98765-4321" or "+5511987654321",
// not for a formatted number with the country code such as "+55 11 98765-4321".
export const phoneSchema = text("Informe o telefone", "Telefone inválido")
  .trim()
  .min(10, { error: "Telefone deve ter pelo menos 10 caracteres", abort: true })
  .max(15, { error: "Telefone muito longo", abort: true })
  .regex(/^[\d\s()+-]+$/, {
    error: "Telefone deve conter apenas números, espaços, parênteses, hífen e +",
    abort: true,
  })
  .refine(hasPhoneDigits, { error: "Telefone inválido", abort: true })
  .refine(hasAreaCode, { error: "DDD inválido" })
  .overwrite(phoneDigitsOf);

// Lower-cased so that one address is one account however it was typed.
export const emailSchema = text("Informe o e-mail", "Email inválido")
  .trim()
  .toLowerCase()
  .max(255, { error: "Email muito longo" })
  .pipe(z.email({ error: "Email inválido" }));

// The one password policy of the app (docs/product.md §5): sign-up, new user, reset and change.
// Every missing class gets its own message so the user sees all that is left to fix.
// Upper and lower case are Unicode-aware: "Á" counts as an upper-case letter.
export const passwordSchema = text("Informe a senha", "Senha inválida")
  .min(8, { error: "Senha deve ter pelo menos 8 caracteres" })
  .max(128, { error: "Senha muito longa" })
  .regex(/\p{Lu}/u, { error: "Senha deve conter ao menos uma letra maiúscula" })
  .regex(/\p{Ll}/u, { error: "Senha deve conter ao menos uma letra minúscula" })
  .regex(/\d/, { error: "Senha deve conter ao menos um número" })
  .regex(/[@$!%*?&]/, { error: "Senha deve conter ao menos um caractere especial (@$!%*?&)" });

export const addressSchema = text("Informe o endereço", "Endereço inválido")
  .trim()
  .min(5, { error: "Endereço deve ter pelo menos 5 caracteres" })
  .max(500, { error: "Endereço muito longo" });

// 01310-100, 01310100, or the older 01.310-100.
export const cepSchema = text("Informe o CEP", "CEP inválido")
  .trim()
  .regex(/^\d{2}\.?\d{3}-?\d{3}$/, { error: "CEP inválido" })
  .overwrite(digitsOf);

// Spaces are how card numbers are printed and typed; the output is digits only.
export const cardNumberSchema = text("Informe o número do cartão", "Número de cartão inválido")
  .overwrite((value) => value.replace(/\s/g, ""))
  .regex(/^\d{13,19}$/, { error: "Número de cartão inválido" });

// Letters and spaces (docs/product.md §5), and apostrophes and hyphens as well, because
// Brazilian names carry them (D'Ávila, Sant'Anna, Ana-Maria), and the typographic apostrophe
// (’) is what phone keyboards type. Letters are any Unicode letter, with combining marks for
// accents typed in decomposed form. A name starts with a letter.
export const nameSchema = text("Informe o nome", "Nome inválido")
  .trim()
  .min(2, { error: "Nome deve ter pelo menos 2 caracteres", abort: true })
  .max(100, { error: "Nome muito longo", abort: true })
  .regex(/^\p{L}[\p{L}\p{M}'’ -]*$/u, { error: "Nome deve conter apenas letras e espaços" });

export const descriptionSchema = text("Informe a descrição", "Descrição inválida")
  .trim()
  .max(1000, { error: "Descrição muito longa" });

// Only http and https. A dangerous link is told as such (docs/product.md §5); any other non-web one is invalid.
export const urlSchema = text("Informe a URL", "URL inválida")
  .trim()
  .max(2048, { error: "URL muito longa", abort: true })
  .refine((url) => !isDangerousUrl(url), { error: DANGEROUS_URL_MESSAGE, abort: true })
  .pipe(z.url({ protocol: /^https?$/, error: "URL inválida" }));

// The most reais an amount may be, beside the money's code that also needs it without zod (money-words).
export { MAX_AMOUNT };

// Reais, up to the numeric(14,2) the database keeps (docs/decisions/007), so at most two decimals.
export const currencySchema = z
  .number({ error: (issue) => (issue.input === undefined ? "Informe o valor" : "Valor deve ser um número") })
  .min(0, { error: "Valor não pode ser negativo" })
  .max(MAX_AMOUNT, { error: "Valor muito alto" })
  .multipleOf(0.01, { error: "Valor deve ter no máximo 2 casas decimais" });

export const uuidSchema = z.uuid({
  error: (issue) => (issue.input === undefined ? "Informe o identificador" : "UUID inválido"),
});

export const tokenSchema = text("Informe o token", "Token inválido").regex(/^[A-Za-z0-9_-]{10,255}$/, {
  error: "Token inválido",
});

/** Optional free text up to `max` characters: blank is null. */
export const nullableText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));
