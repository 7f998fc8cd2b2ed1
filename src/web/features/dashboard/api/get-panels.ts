import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Today's agenda and the orders waiting on someone (staff): under the orders' key, refreshed by every order write. */
export function useWorkflowPanels(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...queryKeys.orders, "dashboard-panels"],
      queryFn: () => call(api.dashboard.workflow.$get()),
    }),
    enabled,
  });
}

/** The month's revenue and the orders per week (admin). */
export function useRevenuePanels(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...queryKeys.orders, "dashboard-revenue"],
      queryFn: () => call(api.dashboard.revenue.$get()),
    }),
    enabled,
  });
}
