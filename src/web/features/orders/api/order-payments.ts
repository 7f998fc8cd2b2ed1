import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

// Under the orders' root: a payment recorded or reversed makes the orders' answers stale (query-keys.ts).
const orderPaymentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.orders, "payments", id],
    queryFn: () => call(api.orders[":id"].payments.$get({ param: { id } })),
  });

/** An order's payments, refunds and reversals, oldest first: staff any order's, a customer their own. */
export function useOrderPayments(id: string) {
  return useQuery(orderPaymentsQueryOptions(id));
}
