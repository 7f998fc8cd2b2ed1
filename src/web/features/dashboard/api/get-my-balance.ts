import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** A customer's own balance over their orders (docs/decisions/042): under the payments' key. */
export function useMyBalance() {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.payments, "balance", "mine"],
      queryFn: () => call(api.payments.balance.$get({ query: {} })),
    }),
  );
}
