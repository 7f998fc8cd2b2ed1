import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import type { BackupRunResult } from "@shared/security-types";
import { securityQueryKey } from "./get-security-overview";

export function runBackup(): Promise<BackupRunResult> {
  return apiSend<BackupRunResult>("POST", "/backups");
}

/** Copies every table now; the dashboard's last backup, checks and list refresh after it. */
export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
