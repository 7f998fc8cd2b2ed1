import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function verifyBackups() {
  return call(api.backups.verify.$post());
}

/** Recomputes the checksums of the last 7 days' files; a mismatch raises an alert, so alerts refresh too. */
export function useVerifyBackups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBackups,
    onSuccess: () => refreshAfterWrite(queryClient, "security"),
  });
}
