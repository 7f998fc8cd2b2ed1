import type { OrderPartInput } from "@shared/validation/order-part";
import { fromCents } from "@shared/money";
import { AppError } from "@server/errors";

// A part line, on an order or in a counter sale's cart: its discount as a service's.

/** A discount as stored beside the services': a percentage as it is, an amount in reais. */
export function storedDiscount(line: { discountType: OrderPartInput["discountType"]; discountValue: number }) {
  return line.discountType === "valor" ? fromCents(line.discountValue) : line.discountValue.toFixed(2);
}

/** An amount off may not pass the line's value (the price the server settled on, when staff typed none). */
export function assertDiscountFits(
  line: { discountType: string; discountValue: number },
  unitPriceCents: number,
  quantity: number,
) {
  if (line.discountType === "valor" && line.discountValue > unitPriceCents * quantity)
    throw new AppError("VALIDATION_ERROR", "Desconto não pode ser maior que o valor da peça");
}
