import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, startUp } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { rememberSessionUser } from "@web/lib/request-limits";

async function getSession() {
  const session = await call(api.session.$get(startUp));
  // The browser's count of anonymous calls follows the server's, which counts requests without a session.
  rememberSessionUser(session.user?.id ?? null);
  return session;
}

export const sessionQueryOptions = queryOptions({ queryKey: queryKeys.session, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions);
}
