import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, startUp } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

const securityLevelQueryOptions = queryOptions({
  queryKey: [...queryKeys.security, "level"],
  queryFn: () => call(api.security.level.$get(startUp)),
  // The level is set when the server starts.
  staleTime: Infinity,
});

/** The server's security level and what it sets: limits, bot-score threshold. */
export function useSecurityLevel() {
  return useQuery(securityLevelQueryOptions);
}
