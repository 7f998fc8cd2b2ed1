import { z } from "zod";
import { orderPartInputSchema } from "./order-part.ts";
import { checkPaymentMeans, paymentMeansFields } from "./payment.ts";

// A counter sale (docs/decisions/048): its lines are an order's part lines (which part, how many, the
// catalog's price unless staff type another, a discount), paid at once. The total is the server's sum.

/** At most this many lines in one cart: a counter sale, not a wholesale order. */
export const MAX_SALE_LINES = 100;

export const saleLinesSchema = z
  .array(orderPartInputSchema, { error: "Adicione ao menos uma peça" })
  .min(1, { error: "Adicione ao menos uma peça" })
  .max(MAX_SALE_LINES, { error: `No máximo ${MAX_SALE_LINES} itens por venda` });

export const saleInputSchema = z.object({
  /** A walk-in customer is nobody in particular; a known one can be named, for the receipt and their history. */
  clientId: z
    .uuid({ error: "Cliente não encontrado" })
    .nullish()
    .transform((v) => v ?? null),
  items: saleLinesSchema,
  payment: z.object(paymentMeansFields, { error: "Escolha a forma de pagamento" }).superRefine(checkPaymentMeans),
});
export type SaleInput = z.input<typeof saleInputSchema>;

/** The cart whose total a Pix charge asks for, before the sale is made. */
export const saleCartSchema = z.object({ items: saleLinesSchema });
