import type { OrderData } from "@shared/validation/order";
import { api, call } from "@web/lib/api-client";

export function createOrder(input: OrderData) {
  return call(api.orders.$post({ json: input }));
}
