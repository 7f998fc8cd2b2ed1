import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The policy the server really sends: the header of a plain API answer. Null when it sends none. */
async function getContentSecurityPolicy(): Promise<string | null> {
  const response = await api.health.$get();
  return response.headers.get("Content-Security-Policy");
}

const contentSecurityPolicyQueryOptions = queryOptions({
  queryKey: [...queryKeys.security, "content-security-policy"],
  queryFn: getContentSecurityPolicy,
  staleTime: Infinity,
});

export function useContentSecurityPolicy() {
  return useQuery(contentSecurityPolicyQueryOptions);
}
