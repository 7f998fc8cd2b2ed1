import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketStatus } from "@shared/value-sets";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function updateTicketStatus({ id, status }: { id: string; status: TicketStatus }) {
  return call(api.tickets[":id"].status.$patch({ param: { id }, json: { status } }));
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketStatus,
    // A client's page lists its tickets with their status.
    onSuccess: () => refreshAfterWrite(queryClient, "tickets"),
  });
}
