import type { Product } from "@shared/stock-types";
import type { OrderPartInput } from "@shared/validation/order-part";
import {
  formOfPrice,
  lineTotalCents,
  readPartLine,
  type PartLineErrors,
  type PartLineForm,
} from "@web/features/orders/parts/part-line-values";

/** A part in the counter sale's cart: the part as found, and its boxes as typed. */
export interface CartLine {
  product: Pick<Product, "id" | "name" | "quantity" | "priceCents">;
  form: PartLineForm;
}

/** A part added to the cart: a new line at its price, or one unit more on its line (a second scan). */
export function addToCart(lines: readonly CartLine[], product: CartLine["product"]): CartLine[] {
  const at = lines.findIndex((line) => line.product.id === product.id);
  if (at < 0) return [...lines, { product, form: formOfPrice(product.priceCents) }];
  return lines.map((line, i) => {
    if (i !== at) return line;
    const units = Number(line.form.quantity);
    return { ...line, form: { ...line.form, quantity: String(Number.isInteger(units) ? units + 1 : 1) } };
  });
}

/** The cart as the API takes it, or what to fix in each line (in the shared schema's words). */
export function readCart(lines: readonly CartLine[]): { items: OrderPartInput[] } | { errors: PartLineErrors[] } {
  const read = lines.map((line) => readPartLine(line.form));
  if (read.some((line) => "errors" in line))
    return { errors: read.map((line) => ("errors" in line ? line.errors : {})) };
  return {
    items: read.map((line, i) => ({
      productId: lines[i]!.product.id,
      ...(line as Extract<typeof line, { values: unknown }>).values,
    })),
  };
}

/** The cart's total as the server will count it; null while a line's boxes do not read. */
export function cartTotalCents(lines: readonly CartLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    const read = readPartLine(line.form);
    if ("errors" in read) return null;
    total += lineTotalCents(read.values);
  }
  return total;
}
