import type { Order } from "@shared/order-types";
import type { OrderData } from "@shared/validation/order";
import { apiSend } from "@web/lib/api-client";

export function createOrder(input: OrderData): Promise<Order> {
  return apiSend<Order>("POST", "/orders", input);
}
