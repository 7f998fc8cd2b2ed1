import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getCurrentCashDay() {
  return call(api.cash.current.$get());
}

const currentCashDayQueryOptions = queryOptions({
  queryKey: [...queryKeys.cash, "current"],
  queryFn: getCurrentCashDay,
  // Payments land in the day from the order pages, often in another tab: back on the register, it is re-read.
  refetchOnWindowFocus: true,
});

/** The open day of the register, or null when it is closed. */
export function useCurrentCashDay() {
  return useQuery(currentCashDayQueryOptions);
}
