import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ticket } from "@shared/ticket-types";
import type { TicketStatus } from "@shared/value-sets";
import { apiSend } from "@web/lib/api-client";
import { clientsQueryKey } from "@web/features/clients/api/list-clients";
import { ticketsQueryKey } from "./list-tickets";

export function updateTicketStatus({ id, status }: { id: string; status: TicketStatus }): Promise<Ticket> {
  return apiSend<Ticket>("PATCH", `/tickets/${encodeURIComponent(id)}/status`, { status });
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketStatus,
    // A client's page lists its tickets with their status.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
      ]);
    },
  });
}
