import type { Order } from "@shared/order-types";
import type { OrderData } from "@shared/validation/order";
import { apiSend } from "@web/lib/api-client";

/** Services and visits with an id are updated, those without are created, and the ones left out are deleted. */
export function updateOrder(id: string, input: OrderData): Promise<Order> {
  return apiSend<Order>("PUT", `/orders/${encodeURIComponent(id)}`, input);
}
