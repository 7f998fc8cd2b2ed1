import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys } from "@web/lib/query-keys";

const CASH_DAYS_PAGE_SIZE = 10;

function listCashDays(page: number) {
  return call(api.cash.days.$get({ query: { page: String(page), pageSize: String(CASH_DAYS_PAGE_SIZE) } }));
}

const cashDaysQueryOptions = infiniteQueryOptions({
  queryKey: [...queryKeys.cash, "list"],
  queryFn: ({ pageParam }) => listCashDays(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

/** The register's days, newest first, a page at a time ('Carregar mais'). */
export function useCashDays() {
  return useInfiniteQuery(cashDaysQueryOptions);
}
