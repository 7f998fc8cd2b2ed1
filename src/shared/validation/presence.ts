import { z } from "zod";

// The message for an empty required field (docs/product.md §5: order form, ticket creation, user create).
export const REQUIRED_MESSAGE = "Preencha todos os campos obrigatórios";

// An empty or blank value fails with one message; anything else goes on to the field's own rules.
// The check does not trim what it passes on, so passwords keep their spaces.
export function required<T extends z.ZodType<unknown, string>>(schema: T, message: string = REQUIRED_MESSAGE) {
  return z
    .string({ error: message })
    .refine((value) => value.trim() !== "", { error: message })
    .pipe(schema);
}

// Forms send "" for a field left blank; the API and the database want it absent.
export function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({ error: "Valor inválido" })
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional());
}
