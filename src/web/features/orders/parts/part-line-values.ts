import { formatCents, partTotalCents, toCents, fromCents, type DiscountType } from "@shared/money";
import type { OrderPart } from "@shared/order-types";
import { centsOfTyped, typedAmountError } from "@web/lib/typed-amount";

/** A part line's boxes as typed: units, the unit price in reais ("450,00"), the discount's kind and figure. */
export interface PartLineForm {
  quantity: string;
  price: string;
  discountType: DiscountType;
  discount: string;
}

export type PartLineErrors = Partial<Record<keyof PartLineForm, string>>;

/** What the API takes for a line (docs/decisions/045): centavos for prices, a percentage or centavos off. */
export interface PartLineValues {
  quantity: number;
  unitPriceCents: number;
  discountType: DiscountType;
  discountValue: number;
}

/** Centavos as typed back into an amount box: "1.234,50". */
const typedCents = (cents: number) => formatCents(cents).replace(/^-?R\$\s/, "");

/** "10", "12,5" or "12.25" → a percentage with at most two decimals; null when it is not one. */
export function percentOfTyped(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/%|\s/g, ""));
  if (!match) return null;
  return (Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"))) / 100;
}

/** A new line's boxes: one unit at the catalog's price, no discount. */
export function formOfPrice(priceCents: number): PartLineForm {
  return { quantity: "1", price: typedCents(priceCents), discountType: "porcentagem", discount: "" };
}

/** A line's boxes as it stands on the order. */
export function formOfPart(part: OrderPart): PartLineForm {
  const discount = toCents(part.discountValue);
  return {
    quantity: String(part.quantity),
    price: typedCents(toCents(part.unitPrice)),
    discountType: part.discountType,
    discount:
      discount === 0
        ? ""
        : part.discountType === "valor"
          ? typedCents(discount)
          : typedCents(discount).replace(/,00$/, ""),
  };
}

/**
 * The boxes read into the API's figures, or what to fix in each box, in the words of the shared schema.
 * The server checks again (a discount above the line's value, stock on hand) and answers in words too.
 */
export function readPartLine(form: PartLineForm): { values: PartLineValues } | { errors: PartLineErrors } {
  const errors: PartLineErrors = {};
  const quantityText = form.quantity.trim();
  const quantity = Number(quantityText);
  if (quantityText === "") errors.quantity = "Informe a quantidade";
  else if (!/^\d+$/.test(quantityText)) errors.quantity = "A quantidade deve ser um número inteiro";
  else if (quantity < 1) errors.quantity = "A quantidade deve ser maior que zero";

  const unitPriceCents = centsOfTyped(form.price);
  const priceError = typedAmountError(unitPriceCents);
  if (priceError) errors.price = priceError;

  let discountValue = 0;
  if (form.discount.trim() !== "") {
    const typed = form.discountType === "valor" ? centsOfTyped(form.discount) : percentOfTyped(form.discount);
    if (typed === null || typed === undefined)
      errors.discount =
        form.discountType === "valor"
          ? "Desconto inválido: use no máximo duas casas decimais"
          : "Desconto deve ser um número com no máximo 2 casas decimais";
    else if (form.discountType === "porcentagem" && typed > 100) errors.discount = "Desconto não pode passar de 100%";
    else discountValue = typed;
  }

  if (Object.keys(errors).length > 0) return { errors };
  return { values: { quantity, unitPriceCents: unitPriceCents!, discountType: form.discountType, discountValue } };
}

/** What the line will cost the customer, as the server counts it: shown while the boxes are typed. */
export function lineTotalCents(values: PartLineValues): number {
  return partTotalCents({
    quantity: values.quantity,
    unitPrice: fromCents(values.unitPriceCents),
    discountType: values.discountType,
    discountValue: values.discountType === "valor" ? fromCents(values.discountValue) : values.discountValue,
  });
}
