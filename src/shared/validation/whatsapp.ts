import { z } from "zod";
import {
  WHATSAPP_MOMENTS,
  WHATSAPP_PLACEHOLDERS,
  WHATSAPP_TEMPLATE_MAX,
  type WhatsappMoment,
} from "@shared/whatsapp.ts";

const EMPTY_MESSAGE = "Escreva a mensagem";
const PLACEHOLDER_LIST = WHATSAPP_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");

/** The {words} of a template that are no placeholder: sent as typed, a typo would reach the customer. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return [...new Set(names)].filter((name) => !(WHATSAPP_PLACEHOLDERS as readonly string[]).includes(name));
}

const templateSchema = z
  .string({ error: EMPTY_MESSAGE })
  .transform((text) => text.trim().replace(/\r\n?/g, "\n"))
  .pipe(
    z
      .string()
      .min(1, { error: EMPTY_MESSAGE })
      .max(WHATSAPP_TEMPLATE_MAX, { error: `Mensagem muito longa (máximo de ${WHATSAPP_TEMPLATE_MAX} caracteres)` })
      .superRefine((text, ctx) => {
        const [unknown] = unknownPlaceholders(text);
        if (unknown)
          ctx.addIssue({
            code: "custom",
            message: `Marcador desconhecido: {${unknown}}. Use ${PLACEHOLDER_LIST}`,
          });
      }),
  );

/** The shop's WhatsApp messages (admin, settings): one per moment, each required. */
export const whatsappTemplatesSchema = z.object(
  Object.fromEntries(WHATSAPP_MOMENTS.map((moment) => [moment, templateSchema])) as Record<
    WhatsappMoment,
    typeof templateSchema
  >,
  { error: "Dados inválidos" },
);

export type WhatsappTemplatesInput = z.input<typeof whatsappTemplatesSchema>;
