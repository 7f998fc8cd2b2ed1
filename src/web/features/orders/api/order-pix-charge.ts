import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

// Under the orders' root: a payment moves the balance the charge is for (query-keys.ts).
const pixChargeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.orders, "pix", id],
    queryFn: () => call(api.orders[":id"].pix.$get({ param: { id } })),
  });

/**
 * 'Cobrar por Pix': the BR Code for the order's balance (docs/decisions/038), asked for only when a
 * balance is due; refused (409) when the shop has no key, which a paper then simply leaves out.
 */
export function useOrderPixCharge(id: string, enabled: boolean) {
  return useQuery({ ...pixChargeQueryOptions(id), enabled });
}
