import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { dashboardStatsQueryOptions } from "@web/features/dashboard/api/get-dashboard-stats";
import { ordersQueryKey } from "./list-orders";

export function deleteOrder(id: string): Promise<void> {
  return apiSend<void>("DELETE", `/orders/${encodeURIComponent(id)}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions.queryKey }),
      ]);
    },
  });
}
