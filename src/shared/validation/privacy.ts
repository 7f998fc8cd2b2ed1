import { z } from "zod";
import { CONSENT_TYPES } from "@shared/value-sets.ts";

export const consentChangeSchema = z.object({
  type: z.enum(CONSENT_TYPES, { error: "Tipo de consentimento inválido" }),
  granted: z.boolean({ error: "Valor inválido" }),
});

export const deletionRequestSchema = z.object({
  reason: z.string().trim().max(1000, { error: "Motivo muito longo" }).optional(),
});

export const termsVersionSchema = z.object({
  version: z
    .string({ error: "Informe a versão" })
    .trim()
    .regex(/^\d+(\.\d+){0,2}$/, { error: "Versão deve ser como 1.1 ou 2.0" }),
});
