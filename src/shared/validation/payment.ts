import { z } from "zod";
import { MAX_INSTALLMENTS, MAX_PAYMENT_CENTS } from "@shared/payments";
import { PAYMENT_METHODS } from "@shared/value-sets";
import { calendarDaySchema } from "./dates.ts";
import { nullableText } from "./fields.ts";

/** An amount in whole centavos, above zero and at most R$ 10 million (docs/decisions/038). */
export const centsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? "Informe o valor" : "Valor inválido") })
  .int({ error: "Valor inválido: use no máximo duas casas decimais" })
  .positive({ error: "O valor deve ser maior que zero" })
  .max(MAX_PAYMENT_CENTS, { error: "Valor acima do limite de R$ 10.000.000,00" });

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: "Escolha a forma de pagamento" });

/** How money was handed over: a credit card's installments, the cash handed over (for the change). */
export const paymentMeansFields = {
  method: paymentMethodSchema,
  installments: z
    .number({ error: "Número de parcelas inválido" })
    .int({ error: "Número de parcelas inválido" })
    .min(1, { error: "Número de parcelas inválido" })
    .max(MAX_INSTALLMENTS, { error: `No máximo ${MAX_INSTALLMENTS} parcelas` })
    .nullish()
    .transform((v) => v ?? null),
  cashTenderedCents: centsSchema.nullish().transform((v) => v ?? null),
};

type PaymentMeans = { method: string; installments: number | null; cashTenderedCents: number | null };

/** Installments go with a credit card, the cash handed over with cash. */
export function checkPaymentMeans(payment: PaymentMeans, ctx: z.RefinementCtx) {
  if (payment.installments !== null && payment.method !== "cartao_credito")
    ctx.addIssue({ code: "custom", path: ["installments"], message: "Parcelas só no cartão de crédito" });
  if (payment.cashTenderedCents !== null && payment.method !== "dinheiro")
    ctx.addIssue({ code: "custom", path: ["cashTenderedCents"], message: "Valor entregue só em dinheiro" });
}

/**
 * A payment staff record on an order: the amount, how it was paid, the day, who received it, a note.
 * The day defaults to today and the receiver to whoever records it.
 */
export const paymentInputSchema = z
  .object({
    amountCents: centsSchema,
    ...paymentMeansFields,
    paidOn: calendarDaySchema("Data do pagamento inválida").optional(),
    receivedBy: z.string().trim().min(1).max(100).optional(),
    note: nullableText(500, "Observação muito longa"),
  })
  .superRefine((payment, ctx) => {
    checkPaymentMeans(payment, ctx);
    if (payment.cashTenderedCents !== null && payment.cashTenderedCents < payment.amountCents)
      ctx.addIssue({
        code: "custom",
        path: ["cashTenderedCents"],
        message: "O valor entregue pelo cliente é menor que o pagamento",
      });
  });

export type PaymentInput = z.input<typeof paymentInputSchema>;

/** An admin's reversal (estorno) of a payment recorded by mistake: the reason is kept and audited. */
export const reversalInputSchema = z.object({
  reason: z
    .string({ error: "Informe o motivo do estorno" })
    .trim()
    .min(3, { error: "Informe o motivo do estorno" })
    .max(500, { error: "Motivo muito longo" }),
});
