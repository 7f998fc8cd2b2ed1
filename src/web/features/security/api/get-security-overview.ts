import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The dashboard refreshes itself this often (docs/product.md §9). */
export const SECURITY_REFRESH_MS = 30_000;

function getSecurityOverview() {
  return call(api.security.overview.$get());
}

const securityOverviewQueryOptions = queryOptions({
  queryKey: [...queryKeys.security, "overview"],
  queryFn: getSecurityOverview,
  refetchInterval: SECURITY_REFRESH_MS,
});

/** The four counts, the system checks and the last backup (admin). */
export function useSecurityOverview() {
  return useQuery(securityOverviewQueryOptions);
}
