import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function listBackups() {
  return call(api.backups.$get());
}

const backupsQueryOptions = queryOptions({ queryKey: [...queryKeys.security, "backups"], queryFn: listBackups });

/** The newest backup files, one per table and run (admin). */
export function useBackups() {
  return useQuery(backupsQueryOptions);
}
