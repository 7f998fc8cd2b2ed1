import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationList } from "@shared/api-types";
import { apiGet } from "@web/lib/api-client";

// How often the bell asks for news while the tab is open.
const POLL_MS = 30_000;

export function listNotifications(): Promise<NotificationList> {
  return apiGet<NotificationList>("/notifications");
}

export const notificationsQueryOptions = queryOptions({
  queryKey: ["notifications"],
  queryFn: listNotifications,
  refetchInterval: POLL_MS,
});

/** The newest notifications and the unread count, kept fresh by polling. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
