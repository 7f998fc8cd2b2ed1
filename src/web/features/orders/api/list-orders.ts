import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PaymentState } from "@shared/payments";
import type { OrderStatus } from "@shared/value-sets";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys } from "@web/lib/query-keys";

const ORDERS_PAGE_SIZE = 20;

interface OrderFilters {
  search?: string;
  status?: OrderStatus | "todos";
  clientId?: string;
  paymentState?: PaymentState | "todos";
}

function listOrders({ search, status, clientId, paymentState }: OrderFilters, page: number) {
  const query = {
    page: String(page),
    pageSize: String(ORDERS_PAGE_SIZE),
    search: search || undefined,
    status: status === "todos" ? undefined : status,
    clientId: clientId || undefined,
    paymentState: paymentState === "todos" ? undefined : paymentState,
  };
  return call(api.orders.$get({ query }));
}

const ordersQueryOptions = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.orders, "list", filters],
    queryFn: ({ pageParam }) => listOrders(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // While a new search or filter loads, the cards on screen stay (and keep focus) until its answer.
    placeholderData: keepPreviousData,
  });

/** The orders matching the filters, newest first, a page at a time ('Carregar mais'). */
export function useOrders(filters: OrderFilters) {
  return useInfiniteQuery(ordersQueryOptions(filters));
}
