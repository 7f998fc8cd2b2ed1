import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteAnswerInput } from "@shared/validation/quote";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** The customer's answer to their order's quote, from the portal. */
export function useAnswerQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: QuoteAnswerInput) => call(api.orders[":id"].quote.$post({ param: { id }, json: answer })),
    onSuccess: () => refreshAfterWrite(queryClient, "orders"),
  });
}
