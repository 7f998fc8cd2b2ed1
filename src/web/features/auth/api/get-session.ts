import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionResponse } from "@shared/api-types";
import { apiGet } from "@web/lib/api-client";
import { rememberSessionUser } from "@web/lib/request-limits";

export const sessionQueryKey = ["session"] as const;

export async function getSession(): Promise<SessionResponse> {
  const session = await apiGet<SessionResponse>("/session");
  // The browser's count of anonymous calls follows the server's, which counts requests without a session.
  rememberSessionUser(session.user?.id ?? null);
  return session;
}

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions);
}
