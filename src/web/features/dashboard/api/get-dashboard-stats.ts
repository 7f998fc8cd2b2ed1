import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/api-types";
import { apiGet } from "@web/lib/api-client";

export function getDashboardStats(): Promise<DashboardStats> {
  return apiGet<DashboardStats>("/dashboard");
}

// The dashboard cards and the Pedidos badge of the menu read the same counts.
export const dashboardStatsQueryOptions = queryOptions({ queryKey: ["dashboard"], queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
