import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-client";
import type { SecurityAlert } from "@shared/security-types";
import { SECURITY_REFRESH_MS, securityQueryKey } from "./get-security-overview";

/** The dashboard loads up to this many alerts (spec §9). */
const ALERT_LIMIT = 50;

export function listAlerts(resolved: boolean): Promise<SecurityAlert[]> {
  return apiGet<SecurityAlert[]>(
    `/security/alerts?${new URLSearchParams({ resolved: String(resolved), limit: String(ALERT_LIMIT) })}`,
  );
}

export const alertsQueryOptions = (resolved: boolean) =>
  queryOptions({
    queryKey: [...securityQueryKey, "alerts", { resolved }],
    queryFn: () => listAlerts(resolved),
    refetchInterval: SECURITY_REFRESH_MS,
  });

/** Open or resolved alerts, newest first; the server breaks ties by severity (CRITICAL first). */
export function useAlerts(resolved: boolean) {
  return useQuery(alertsQueryOptions(resolved));
}
