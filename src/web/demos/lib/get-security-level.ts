import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SecurityLevelResponse } from "@shared/security-level";
import { apiGet } from "@web/lib/api-client";

export const securityLevelQueryOptions = queryOptions({
  queryKey: ["security", "level"],
  queryFn: () => apiGet<SecurityLevelResponse>("/security/level"),
  // The level is set when the server starts.
  staleTime: Infinity,
});

/** The server's security level and what it sets: limits, bot-score threshold. */
export function useSecurityLevel() {
  return useQuery(securityLevelQueryOptions);
}
