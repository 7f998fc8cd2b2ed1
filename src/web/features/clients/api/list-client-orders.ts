import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys } from "@web/lib/query-keys";

const PAGE_SIZE = 20;

/** A client's orders, newest first, for their page: kept under the orders' key, so any order saved refreshes them. */
export function useClientOrders(clientId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...queryKeys.orders, "of-client", clientId],
      queryFn: ({ pageParam }) =>
        call(api.orders.$get({ query: { clientId, page: String(pageParam), pageSize: String(PAGE_SIZE) } })),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
