import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketInput } from "@shared/validation/ticket";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { refreshAfterWrite } from "@web/lib/query-keys";

function createTicket(input: TicketInput) {
  return call(api.tickets.$post({ json: input, header: idempotencyKey }));
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    // Staff may have created a client with the ticket; the dashboard counts tickets and clients.
    onSuccess: () => refreshAfterWrite(queryClient, "tickets"),
  });
}
