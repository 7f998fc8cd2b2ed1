import { z } from "zod";
import { CASH_MOVE_KINDS } from "@shared/cash";
import { MAX_PAYMENT_CENTS } from "@shared/payments";
import { centsSchema, paymentMethodSchema } from "./payment.ts";
import { nullableText } from "./fields.ts";

/** A count of money, in centavos: zero allowed (an empty drawer, a method nobody used). */
const countedSchema = z
  .number({ error: (issue) => (issue.input === undefined ? "Informe o valor contado" : "Valor inválido") })
  .int({ error: "Valor inválido: use no máximo duas casas decimais" })
  .min(0, { error: "O valor não pode ser negativo" })
  .max(MAX_PAYMENT_CENTS, { error: "Valor acima do limite de R$ 10.000.000,00" });

export const openCashSchema = z.object({ openingFloatCents: countedSchema });

export const cashMoveSchema = z
  .object({
    kind: z.enum(CASH_MOVE_KINDS, { error: "Escolha o tipo de movimento" }),
    amountCents: centsSchema,
    category: z.string().trim().max(60, { error: "Categoria muito longa" }).nullish(),
    note: nullableText(500, "Observação muito longa"),
  })
  .superRefine((move, ctx) => {
    if (move.kind === "despesa" && !move.category?.trim())
      ctx.addIssue({ code: "custom", path: ["category"], message: "Escolha a categoria da despesa" });
  })
  .transform((move) => ({ ...move, category: move.kind === "despesa" ? move.category!.trim() : null }));

export const closeCashSchema = z.object({
  counts: z
    .array(z.object({ method: paymentMethodSchema, countedCents: countedSchema }), {
      error: "Informe o valor contado",
    })
    .min(1, { error: "Informe o valor contado" })
    .refine((counts) => new Set(counts.map((c) => c.method)).size === counts.length, {
      error: "Cada forma de pagamento é contada uma vez",
    }),
  note: nullableText(500, "Observação muito longa"),
});

export const cashCorrectionSchema = z.object({
  method: paymentMethodSchema,
  countedCents: countedSchema,
  reason: z
    .string({ error: "Informe o motivo da correção" })
    .trim()
    .min(3, { error: "Informe o motivo da correção" })
    .max(500, { error: "Motivo muito longo" }),
});
