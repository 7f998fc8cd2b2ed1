import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SystemInfo } from "@shared/api-types";
import { apiGet } from "@web/lib/api-client";

export function getSystemInfo(): Promise<SystemInfo> {
  return apiGet<SystemInfo>("/system");
}

export const systemInfoQueryOptions = queryOptions({ queryKey: ["system"], queryFn: getSystemInfo });

/** Version, last backup and database engine (admin). */
export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions);
}
