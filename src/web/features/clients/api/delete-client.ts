import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

/** Refused with 409 while the client has orders or tickets: their history is kept. */
function deleteClient(id: string): Promise<void> {
  return call(api.clients[":id"].$delete({ param: { id } }));
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async (_result, id) => {
      // Dropped rather than refetched: the page still showing it would only get a 404.
      queryClient.removeQueries({ queryKey: [...queryKeys.clients, "detail", id] });
      await refreshAfterWrite(queryClient, "clients");
    },
  });
}
