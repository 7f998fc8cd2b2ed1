import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

// How often the bell asks for news while the tab is open.
const POLL_MS = 30_000;

function listNotifications() {
  return call(api.notifications.$get());
}

const notificationsQueryOptions = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: listNotifications,
  refetchInterval: POLL_MS,
});

/** The newest notifications and the unread count, kept fresh by polling. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
