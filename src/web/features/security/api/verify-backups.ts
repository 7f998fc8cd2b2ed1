import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import type { BackupVerifyResult } from "@shared/security-types";
import { securityQueryKey } from "./get-security-overview";

export function verifyBackups(): Promise<BackupVerifyResult> {
  return apiSend<BackupVerifyResult>("POST", "/backups/verify");
}

/** Recomputes the checksums of the last 7 days' files; a mismatch raises an alert, so alerts refresh too. */
export function useVerifyBackups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBackups,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
