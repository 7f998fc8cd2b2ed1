import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getDashboardStats() {
  return call(api.dashboard.$get());
}

// The dashboard cards and the Pedidos badge of the menu read the same counts.
const dashboardStatsQueryOptions = queryOptions({ queryKey: queryKeys.dashboard, queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
