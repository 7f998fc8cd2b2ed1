import type { ZodType } from "zod";
import {
  cardNumberSchema,
  cepSchema,
  cpfSchema,
  emailSchema,
  passwordSchema,
  phoneSchema,
} from "@shared/validation/fields";

/** The fields the demo checks, with the app's own shared schemas (docs/product.md §5). */
export const VALIDATION_FIELDS = [
  { value: "cpf", label: "CPF" },
  { value: "email", label: "Email" },
  { value: "telefone", label: "Telefone" },
  { value: "senha", label: "Senha" },
  { value: "cartao", label: "Cartão de Crédito" },
  { value: "cep", label: "CEP" },
] as const;

const SCHEMAS: Record<string, ZodType> = {
  cpf: cpfSchema,
  email: emailSchema,
  telefone: phoneSchema,
  senha: passwordSchema,
  cartao: cardNumberSchema,
  cep: cepSchema,
};

export const SCHEMA_NOT_FOUND = "Schema de validação não encontrado";

export interface FieldValidation {
  success: boolean;
  errors: string[];
  schemaFound: boolean;
}

export function validateField(field: string, value: string): FieldValidation {
  // Own keys only: "toString" must not find Object.prototype's.
  const schema = Object.hasOwn(SCHEMAS, field) ? SCHEMAS[field] : undefined;
  if (!schema) return { success: false, errors: [SCHEMA_NOT_FOUND], schemaFound: false };
  const result = schema.safeParse(value);
  return {
    success: result.success,
    errors: result.success ? [] : result.error.issues.map((issue) => issue.message),
    schemaFound: true,
  };
}

export function fieldLabel(field: string): string {
  return VALIDATION_FIELDS.find((option) => option.value === field)?.label ?? field;
}
