import { z } from "zod";
import { cardNumberSchema, currencySchema, cvvSchema, expirySchema, nameSchema } from "./fields.ts";

export const cardPaymentSchema = z.object(
  {
    cardNumber: cardNumberSchema,
    expiryDate: expirySchema,
    cvv: cvvSchema,
    cardholderName: nameSchema,
    amount: currencySchema,
  },
  { error: "Dados inválidos" },
);

export type CardPaymentInput = z.infer<typeof cardPaymentSchema>;
