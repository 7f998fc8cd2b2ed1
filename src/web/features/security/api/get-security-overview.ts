import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-client";
import type { SecurityOverview } from "@shared/security-types";

/** The dashboard refreshes itself this often (spec §9). */
export const SECURITY_REFRESH_MS = 30_000;

/** Every security query starts with this key, so resolving an alert or running a backup refreshes them all. */
export const securityQueryKey = ["security"] as const;

export function getSecurityOverview(): Promise<SecurityOverview> {
  return apiGet<SecurityOverview>("/security/overview");
}

export const securityOverviewQueryOptions = queryOptions({
  queryKey: [...securityQueryKey, "overview"],
  queryFn: getSecurityOverview,
  refetchInterval: SECURITY_REFRESH_MS,
});

/** The four counts, the system checks and the last backup (admin). */
export function useSecurityOverview() {
  return useQuery(securityOverviewQueryOptions);
}
