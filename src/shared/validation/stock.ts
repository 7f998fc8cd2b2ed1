import { z } from "zod";
import { barcodeProblem } from "@shared/barcode";
import { MAX_STOCK_CENTS, MAX_STOCK_QUANTITY } from "@shared/stock-types";
import { calendarDaySchema } from "./dates.ts";
import { cnpjSchema, emailSchema, nullableText, phoneSchema } from "./fields.ts";

// Parts, stock counts, suppliers and purchases (docs/decisions/043). Quantities are whole units;
// amounts are whole centavos, as the payments' (docs/decisions/038).

/** A whole number of units, zero allowed (a part registered with none on the shelf, a count of none). */
const units = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : "Quantidade inválida") })
    .int({ error: "A quantidade deve ser um número inteiro" })
    .min(0, { error: "A quantidade não pode ser negativa" })
    .max(MAX_STOCK_QUANTITY, { error: "Quantidade acima do limite de 1.000.000" });

/** Units that move: at least one. */
const movedUnits = units("Informe a quantidade").refine((n) => n > 0, {
  error: "A quantidade deve ser maior que zero",
});

/** An amount in centavos, zero allowed (a part given away, a free sample). */
const cents = (missing: string, negative: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : "Valor inválido") })
    .int({ error: "Valor inválido: use no máximo duas casas decimais" })
    .min(0, { error: negative })
    .max(MAX_STOCK_CENTS, { error: "Valor acima do limite de R$ 10.000.000,00" });

/** Required text, trimmed, with its length. */
const trimmed = (missing: string, [min, short]: [number, string], [max, tooLong]: [number, string]) =>
  z.string({ error: missing }).trim().min(min, { error: short }).max(max, { error: tooLong });

/** Optional text the form sends blank: blank is null, anything else goes through the schema. */
const blankIsNull = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string({ error: "Valor inválido" })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(schema.nullable());

const skuSchema = z
  .string()
  .max(40, { error: "SKU muito longo" })
  .regex(/^[A-Za-z0-9._/-]+$/, { error: "SKU deve conter apenas letras, números, ponto, barra e hífen" });

const barcodeSchema = z.string().superRefine((code, ctx) => {
  const problem = barcodeProblem(code);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const productFields = {
  name: trimmed("Informe o nome da peça", [2, "Nome deve ter pelo menos 2 caracteres"], [120, "Nome muito longo"]),
  sku: blankIsNull(skuSchema),
  barcode: blankIsNull(barcodeSchema),
  fits: nullableText(500, "Modelos compatíveis: texto muito longo"),
  location: nullableText(60, "Local muito longo"),
  priceCents: cents("Informe o preço de venda", "O preço não pode ser negativo"),
  minimum: units("Informe o estoque mínimo").default(0),
};

/**
 * A new part: its starting quantity becomes an entrada at its cost (the ledger's first move), so the
 * quantity and the cost are given once, here, and move only by moves afterwards.
 */
export const productSchema = z.object({
  ...productFields,
  costCents: cents("Informe o custo", "O custo não pode ser negativo").default(0),
  quantity: units("Informe a quantidade").default(0),
});

/** An edit of a part: everything but its quantity and cost, which only moves change. */
export const productUpdateSchema = z.object({
  ...productFields,
  quantity: z
    .undefined({ error: "A quantidade muda só por movimentos de estoque: use um ajuste ou uma compra" })
    .optional(),
  costCents: z.undefined({ error: "O custo muda só pelas compras (custo médio)" }).optional(),
});

export const productActiveSchema = z.object({ active: z.boolean({ error: "Informe se a peça está ativa" }) });

/** An inventory count: what is on the shelf and why it differs; the move is the difference. */
export const adjustmentSchema = z.object({
  countedQuantity: units("Informe a quantidade contada"),
  reason: trimmed("Informe o motivo do ajuste", [3, "Informe o motivo do ajuste"], [500, "Motivo muito longo"]),
});

export const supplierSchema = z.object({
  name: trimmed(
    "Informe o nome do fornecedor",
    [2, "Nome deve ter pelo menos 2 caracteres"],
    [120, "Nome muito longo"],
  ),
  cnpj: blankIsNull(cnpjSchema),
  contact: nullableText(100, "Contato muito longo"),
  phone: blankIsNull(phoneSchema),
  email: blankIsNull(emailSchema),
});

export const supplierActiveSchema = z.object({ active: z.boolean({ error: "Informe se o fornecedor está ativo" }) });

const purchaseItemSchema = z.object({
  productId: z.uuid({ error: "Escolha a peça" }),
  quantity: movedUnits,
  unitCostCents: cents("Informe o custo unitário", "O custo não pode ser negativo"),
});

/** A purchase: its supplier, day, invoice and items; each item an entrada at its cost. */
export const purchaseSchema = z.object({
  supplierId: z.uuid({ error: "Escolha o fornecedor" }),
  purchasedOn: calendarDaySchema("Data da compra inválida").optional(),
  invoiceNumber: nullableText(60, "Número da nota muito longo"),
  note: nullableText(500, "Observação muito longa"),
  items: z
    .array(purchaseItemSchema, { error: "Inclua ao menos uma peça na compra" })
    .min(1, { error: "Inclua ao menos uma peça na compra" })
    .max(200, { error: "No máximo 200 itens por compra" })
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      error: "Cada peça aparece uma vez na compra",
    }),
});

export type ProductInput = z.output<typeof productSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;
export type SupplierInput = z.output<typeof supplierSchema>;
export type PurchaseInput = z.output<typeof purchaseSchema>;
