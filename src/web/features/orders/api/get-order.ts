import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Order } from "@shared/order-types";
import { apiGet } from "@web/lib/api-client";
import { ordersQueryKey } from "./list-orders";

export function getOrder(id: string): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(id)}`);
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ordersQueryKey, "detail", id], queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
