import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The admin's stock report for a period (docs/decisions/045). */
export function useStockReport(period: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.stock, "report", period],
    queryFn: () => call(api["stock-report"].$get({ query: period })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
