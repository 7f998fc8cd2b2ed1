import { queryOptions, useQuery } from "@tanstack/react-query";

/** The policy the server really sends: the header of a plain API answer. Null when it sends none. */
export async function getContentSecurityPolicy(): Promise<string | null> {
  const response = await fetch("/api/health", { credentials: "same-origin" });
  return response.headers.get("Content-Security-Policy");
}

export const contentSecurityPolicyQueryOptions = queryOptions({
  queryKey: ["security", "content-security-policy"],
  queryFn: getContentSecurityPolicy,
  staleTime: Infinity,
});

export function useContentSecurityPolicy() {
  return useQuery(contentSecurityPolicyQueryOptions);
}
