import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import type { RateLimits } from "../../../../shared/rate-limits";
import type { SecurityLevel } from "../../../../shared/security-level";

export interface SecurityLevelResponse {
  level: SecurityLevel;
  limits: RateLimits;
}

export function getSecurityLevel(): Promise<SecurityLevelResponse> {
  return apiGet<SecurityLevelResponse>("/security/level");
}

export const securityLevelQueryOptions = queryOptions({
  queryKey: ["security", "level"],
  queryFn: getSecurityLevel,
  // The level is set when the server starts.
  staleTime: Infinity,
});

export function useSecurityLevel() {
  return useQuery(securityLevelQueryOptions);
}
