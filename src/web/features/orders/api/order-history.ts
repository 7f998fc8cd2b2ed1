import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The order's history, oldest first: under the orders' key, so every write to an order refreshes it. */
export const orderHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.orders, "history", id],
    queryFn: () => call(api.orders[":id"].history.$get({ param: { id } })),
  });

export function useOrderHistory(id: string) {
  return useQuery(orderHistoryQueryOptions(id));
}
