import type { OrderData } from "@shared/validation/order";
import type { PaymentInput } from "@shared/validation/payment";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";

/** A new order, with the deposit (sinal) taken at intake when there is one. */
export function createOrder(input: OrderData, deposit: PaymentInput | null) {
  return call(api.orders.$post({ json: { ...input, deposit }, header: idempotencyKey }));
}
