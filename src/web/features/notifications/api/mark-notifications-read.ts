import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { notificationsQueryOptions } from "./list-notifications";

export function markNotificationsRead(): Promise<void> {
  return apiSend<void>("POST", "/notifications/read");
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}
