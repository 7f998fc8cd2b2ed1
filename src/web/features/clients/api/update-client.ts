import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientInput } from "@shared/validation/client";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function updateClient({ id, input }: { id: string; input: ClientInput }) {
  return call(api.clients[":id"].$put({ param: { id }, json: input }));
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    // Orders carry their client's name and phone, so they are refreshed too.
    onSuccess: () => refreshAfterWrite(queryClient, "clients"),
  });
}
