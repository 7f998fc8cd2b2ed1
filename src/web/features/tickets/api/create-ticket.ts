import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ticket } from "@shared/ticket-types";
import type { TicketInput } from "@shared/validation/ticket";
import { apiSend } from "@web/lib/api-client";
import { clientsQueryKey } from "@web/features/clients/api/list-clients";
import { dashboardStatsQueryOptions } from "@web/features/dashboard/api/get-dashboard-stats";
import { ticketsQueryKey } from "./list-tickets";

export function createTicket(input: TicketInput): Promise<Ticket> {
  return apiSend<Ticket>("POST", "/tickets", input);
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    // Staff may have created a client with the ticket; the dashboard counts tickets and clients.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions.queryKey }),
      ]);
    },
  });
}
