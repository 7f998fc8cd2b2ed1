import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client } from "@shared/client-types";
import type { ClientInput } from "@shared/validation/client";
import { apiSend } from "@web/lib/api-client";
import { dashboardStatsQueryOptions } from "@web/features/dashboard/api/get-dashboard-stats";
import { clientsQueryKey } from "./list-clients";

export function createClient(input: ClientInput): Promise<Client> {
  return apiSend<Client>("POST", "/clients", input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions.queryKey }),
      ]);
    },
  });
}
