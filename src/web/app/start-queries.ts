import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryOptions } from "@web/features/auth/api/get-session";
import { consentsQueryOptions } from "@web/features/privacy/api/get-consents";
import { queryKeys } from "@web/lib/query-keys";

// Long enough for the route's code to load and its first render to read the early answers; a
// sign-in, sign-out, 401 or consent change invalidates them whatever this says.
const EARLY_ANSWER_FRESH_MS = 5_000;

/**
 * Asks at start-up what every screen asks first — who is signed in, and for a signed-in user the
 * consents the shell's terms banner needs — while the router is still loading the route's code,
 * instead of after it (docs/decisions/018); for a browser with a session cookie, the page the server
 * sends has already asked for both (scripts/signed-in-preload-plugin.ts), and these requests take
 * those answers. They count as fresh for a few seconds, so the screens' first reads use them rather
 * than asking the server twice.
 */
export function startQueries(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(queryKeys.session, { staleTime: EARLY_ANSWER_FRESH_MS });
  queryClient.setQueryDefaults(consentsQueryOptions.queryKey, { staleTime: EARLY_ANSWER_FRESH_MS });
  void queryClient.prefetchQuery(sessionQueryOptions).then(() => {
    if (queryClient.getQueryData(sessionQueryOptions.queryKey)?.user)
      void queryClient.prefetchQuery(consentsQueryOptions);
  });
}
