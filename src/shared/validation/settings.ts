import { z } from "zod";
import { THEMES } from "@shared/value-sets.ts";
import { WARRANTY_TERMS_MAX } from "@shared/warranty-terms.ts";
import {
  addressSchema,
  cepSchema,
  cnpjSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
} from "./fields.ts";
import { optionalField, required } from "./presence.ts";

/** 'Meu Perfil': name (required) and phone; e-mail and role are not the user's to change (product.md §5). */
export const profileSchema = z.object(
  { name: required(nameSchema, "Informe o nome"), phone: optionalField(phoneSchema) },
  { error: "Dados inválidos" },
);

export const passwordChangeSchema = z.object(
  {
    currentPassword: z.string({ error: "Informe a senha atual" }).min(1, { error: "Informe a senha atual" }),
    newPassword: passwordSchema,
  },
  { error: "Dados inválidos" },
);

export const preferencesSchema = z.object(
  {
    email: z.boolean({ error: "Valor inválido" }),
    sms: z.boolean({ error: "Valor inválido" }),
    push: z.boolean({ error: "Valor inválido" }),
    theme: z.enum(THEMES, { error: "Tema inválido" }),
  },
  { error: "Dados inválidos" },
);

/** The shop's details (admin), printed on the service order. */
export const companySchema = z.object(
  {
    name: required(
      z
        .string()
        .trim()
        .min(2, { error: "Nome deve ter pelo menos 2 caracteres" })
        .max(100, { error: "Nome muito longo" }),
      "Informe o nome da empresa",
    ),
    cnpj: optionalField(cnpjSchema),
    phone: optionalField(phoneSchema),
    email: optionalField(emailSchema),
    address: optionalField(addressSchema),
    cep: optionalField(cepSchema),
    // Left blank (or as the default, which the form shows), the default terms are printed.
    warrantyTerms: optionalField(
      z
        .string()
        .trim()
        .transform((text) => text.replace(/\r\n?/g, "\n"))
        .pipe(z.string().max(WARRANTY_TERMS_MAX, { error: "Termos de garantia muito longos" })),
    ),
  },
  { error: "Dados inválidos" },
);

export type ProfileInput = z.input<typeof profileSchema>;
export type PreferencesInput = z.infer<typeof preferencesSchema>;
export type CompanyInput = z.input<typeof companySchema>;
