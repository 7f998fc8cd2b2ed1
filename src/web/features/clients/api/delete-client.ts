import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { dashboardStatsQueryOptions } from "@web/features/dashboard/api/get-dashboard-stats";
import { clientsQueryKey } from "./list-clients";

/** Refused with 409 while the client has orders or tickets: their history is kept. */
export function deleteClient(id: string): Promise<void> {
  return apiSend<void>("DELETE", `/clients/${encodeURIComponent(id)}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async (_result, id) => {
      // Dropped rather than refetched: the page still showing it would only get a 404.
      queryClient.removeQueries({ queryKey: [...clientsQueryKey, "detail", id] });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: clientsQueryKey,
          predicate: (query) => query.queryKey[1] !== "detail",
        }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions.queryKey }),
      ]);
    },
  });
}
