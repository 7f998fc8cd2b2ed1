import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client } from "@shared/client-types";
import type { ClientInput } from "@shared/validation/client";
import { apiSend } from "@web/lib/api-client";
import { ordersQueryKey } from "@web/features/orders/api/list-orders";
import { clientsQueryKey } from "./list-clients";

export function updateClient({ id, input }: { id: string; input: ClientInput }): Promise<Client> {
  return apiSend<Client>("PUT", `/clients/${encodeURIComponent(id)}`, input);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    // Orders carry their client's name and phone, so they are refreshed too.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]);
    },
  });
}
