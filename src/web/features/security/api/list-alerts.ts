import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { SECURITY_REFRESH_MS } from "./get-security-overview";

/** The dashboard loads up to this many alerts (docs/product.md §9). */
const ALERT_LIMIT = 50;

function listAlerts(resolved: boolean) {
  return call(
    api.security.alerts.$get({ query: { resolved: resolved ? "true" : "false", limit: String(ALERT_LIMIT) } }),
  );
}

const alertsQueryOptions = (resolved: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.security, "alerts", { resolved }],
    queryFn: () => listAlerts(resolved),
    refetchInterval: SECURITY_REFRESH_MS,
  });

/** Open or resolved alerts, newest first; the server breaks ties by severity (CRITICAL first). */
export function useAlerts(resolved: boolean) {
  return useQuery(alertsQueryOptions(resolved));
}
