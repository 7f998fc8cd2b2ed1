import { z } from "zod";
import { QUOTE_TERMS_MESSAGE } from "@shared/quote-types.ts";
import { nameSchema } from "./fields.ts";

export const SIGNATURE_NAME_MESSAGE = "Digite seu nome completo (nome e sobrenome) para assinar";

// Answers come as a plain HTML form from the tracking page (strings, "on" for a ticked box) and as
// JSON from the customer's portal: both read the same way.
const ticked = z.union([z.literal(true), z.literal("on")], { error: QUOTE_TERMS_MESSAGE });
const quoteHash = z.string({ error: "Orçamento inválido" }).regex(/^[0-9a-f]{64}$/, { error: "Orçamento inválido" });

/** The customer's answer to a quote (docs/decisions/029): an approval is signed with the full name typed. */
export const quoteAnswerSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({
      decision: z.literal("aprovado"),
      quoteHash,
      signerName: nameSchema.refine((name) => name.trim().split(/\s+/).length >= 2, { error: SIGNATURE_NAME_MESSAGE }),
      terms: ticked,
    }),
    z.object({
      decision: z.literal("recusado"),
      quoteHash,
      reason: z
        .string()
        .trim()
        .max(500, { error: "Motivo muito longo" })
        .nullish()
        .transform((v) => (v ? v : null)),
    }),
  ],
  { error: "Resposta inválida" },
);

export type QuoteAnswer = z.output<typeof quoteAnswerSchema>;
export type QuoteAnswerInput = z.input<typeof quoteAnswerSchema>;
