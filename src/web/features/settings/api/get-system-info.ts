import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getSystemInfo() {
  return call(api.system.$get());
}

const systemInfoQueryOptions = queryOptions({ queryKey: queryKeys.system, queryFn: getSystemInfo });

/** Version, last backup and database engine (admin). */
export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions);
}
