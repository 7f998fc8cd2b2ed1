import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RevenueGrouping } from "@shared/payments";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export interface RevenueQuery {
  from: string;
  to: string;
  groupBy: RevenueGrouping;
}

const revenueQueryOptions = (query: RevenueQuery) =>
  queryOptions({
    queryKey: [...queryKeys.revenue, query],
    queryFn: () => call(api.revenue.$get({ query })),
    placeholderData: keepPreviousData,
  });

/** The admin's revenue report for a period, grouped by day, week or month (docs/decisions/038). */
export function useRevenueReport(query: RevenueQuery, enabled: boolean) {
  return useQuery({ ...revenueQueryOptions(query), enabled });
}
