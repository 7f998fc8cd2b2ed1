import type { OrderData } from "@shared/validation/order";
import { api, call } from "@web/lib/api-client";

/** Services and visits with an id are updated, those without are created, and the ones left out are deleted. */
export function updateOrder(id: string, input: OrderData) {
  return call(api.orders[":id"].$put({ param: { id }, json: input }));
}
