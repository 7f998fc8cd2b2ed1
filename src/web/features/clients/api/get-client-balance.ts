import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

// Under the payments' root: a payment recorded or reversed refreshes it (query-keys.ts).
const clientBalanceQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...queryKeys.payments, "balance", clientId],
    queryFn: () => call(api.payments.balance.$get({ query: { clientId } })),
  });

/** What a client has left to pay on their orders (docs/decisions/042). */
export function useClientBalance(clientId: string) {
  return useQuery(clientBalanceQueryOptions(clientId));
}
