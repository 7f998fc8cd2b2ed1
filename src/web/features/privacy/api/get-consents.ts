import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConsentState } from "@shared/privacy-types";
import { apiGet } from "@web/lib/api-client";

export function getConsents(): Promise<ConsentState> {
  return apiGet<ConsentState>("/privacy/consents");
}

// The shell's terms prompt and the consents tab read the same query, so accepting in one updates both.
export const consentsQueryOptions = queryOptions({ queryKey: ["privacy", "consents"], queryFn: getConsents });

/** The terms in force, the latest record per consent type, and whether the user must consent again. */
export function useConsents() {
  return useQuery(consentsQueryOptions);
}
