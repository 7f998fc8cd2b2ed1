import { z } from "zod";
import { MAX_STOCK_CENTS, MAX_STOCK_QUANTITY } from "@shared/stock-types";
import { DISCOUNT_TYPES } from "@shared/value-sets.ts";

// A part on an order (docs/decisions/045): written in centavos as the catalog's amounts are; a
// discount as a service's, a percentage or an amount (here in centavos) up to the line's value.

const quantity = z
  .number({ error: (issue) => (issue.input === undefined ? "Informe a quantidade" : "Quantidade inválida") })
  .int({ error: "A quantidade deve ser um número inteiro" })
  .min(1, { error: "A quantidade deve ser maior que zero" })
  .max(MAX_STOCK_QUANTITY, { error: "Quantidade acima do limite de 1.000.000" });

const unitPriceCents = z
  .number({ error: "Preço inválido" })
  .int({ error: "Preço inválido: use no máximo duas casas decimais" })
  .min(0, { error: "O preço não pode ser negativo" })
  .max(MAX_STOCK_CENTS, { error: "Preço acima do limite de R$ 10.000.000,00" });

const discount = {
  discountType: z.enum(DISCOUNT_TYPES, { error: "Tipo de desconto inválido" }).default("porcentagem"),
  discountValue: z
    .number({ error: "Desconto deve ser um número" })
    .min(0, { error: "Desconto não pode ser negativo" })
    .max(MAX_STOCK_CENTS, { error: "Desconto muito alto" })
    .default(0),
};

type Line = { quantity: number; unitPriceCents?: number; discountType: string; discountValue: number };

/** A percentage up to 100 with two decimals; an amount in whole centavos up to the line's value when known. */
function checkDiscount(line: Line, ctx: z.RefinementCtx) {
  const path = ["discountValue"];
  if (line.discountType === "porcentagem") {
    if (line.discountValue > 100) ctx.addIssue({ code: "custom", path, message: "Desconto não pode passar de 100%" });
    else if (!Number.isInteger(Math.round(line.discountValue * 100 * 1e6) / 1e6))
      ctx.addIssue({ code: "custom", path, message: "Desconto deve ter no máximo 2 casas decimais" });
    return;
  }
  if (!Number.isInteger(line.discountValue))
    ctx.addIssue({ code: "custom", path, message: "Desconto inválido: use no máximo duas casas decimais" });
  else if (line.unitPriceCents !== undefined && line.discountValue > line.unitPriceCents * line.quantity)
    ctx.addIssue({ code: "custom", path, message: "Desconto não pode ser maior que o valor da peça" });
}

/** Adding a part: which one, how many; the price is the catalog's unless staff type another. */
export const orderPartInputSchema = z
  .object({
    productId: z.uuid({ error: "Peça não encontrada" }),
    quantity,
    unitPriceCents: unitPriceCents.optional(),
    ...discount,
  })
  .superRefine(checkDiscount);
export type OrderPartInput = z.infer<typeof orderPartInputSchema>;

/** Changing a line: its units, price and discount (the part itself stays: remove it and add another). */
export const orderPartUpdateSchema = z.object({ quantity, unitPriceCents, ...discount }).superRefine(checkDiscount);
export type OrderPartUpdate = z.infer<typeof orderPartUpdateSchema>;
