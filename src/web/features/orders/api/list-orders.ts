import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Order } from "@shared/order-types";
import type { Page } from "@shared/paging";
import type { OrderStatus } from "@shared/value-sets";
import { apiGet } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";

export const ORDERS_PAGE_SIZE = 20;

export interface OrderFilters {
  search?: string;
  status?: OrderStatus | "todos";
  clientId?: string;
}

/** Every order query starts with this key, so a write refreshes lists and details alike. */
export const ordersQueryKey = ["orders"] as const;

export function listOrders(filters: OrderFilters, page: number): Promise<Page<Order>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (filters.search) query.set("search", filters.search);
  if (filters.status && filters.status !== "todos") query.set("status", filters.status);
  if (filters.clientId) query.set("clientId", filters.clientId);
  return apiGet<Page<Order>>(`/orders?${query}`);
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, "list", filters],
    queryFn: ({ pageParam }) => listOrders(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The orders matching the filters, newest first, a page at a time ('Carregar mais'). */
export function useOrders(filters: OrderFilters) {
  return useInfiniteQuery(ordersQueryOptions(filters));
}
