import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getConsents() {
  return call(api.privacy.consents.$get());
}

// The shell's terms prompt and the consents tab read the same query, so accepting in one updates both.
export const consentsQueryOptions = queryOptions({
  queryKey: [...queryKeys.privacy, "consents"],
  queryFn: getConsents,
});

/** The terms in force, the latest record per consent type, and whether the user must consent again. */
export function useConsents() {
  return useQuery(consentsQueryOptions);
}
