import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-client";
import type { BackupRecord } from "@shared/security-types";
import { securityQueryKey } from "./get-security-overview";

export function listBackups(): Promise<BackupRecord[]> {
  return apiGet<BackupRecord[]>("/backups");
}

export const backupsQueryOptions = queryOptions({ queryKey: [...securityQueryKey, "backups"], queryFn: listBackups });

/** The newest backup files, one per table and run (admin). */
export function useBackups() {
  return useQuery(backupsQueryOptions);
}
