import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function runBackup() {
  return call(api.backups.$post());
}

/** Copies every table now; the dashboard's last backup, checks and list, and the settings' system card, refresh after it. */
export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBackup,
    onSuccess: () => refreshAfterWrite(queryClient, "security"),
  });
}
