import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Whom an order can be assigned to: kept under the users' key, so a new técnico appears at once. */
export const techniciansQueryOptions = queryOptions({
  queryKey: [...queryKeys.users, "technicians"],
  queryFn: () => call(api.orders.technicians.$get()),
  staleTime: 60_000,
});

export function useTechnicians(enabled = true) {
  return useQuery({ ...techniciansQueryOptions, enabled });
}
