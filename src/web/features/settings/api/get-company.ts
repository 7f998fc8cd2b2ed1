import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The shop's own details, printed at the top of the service order. */
function getCompany() {
  return call(api.company.$get());
}

export const companyQueryOptions = queryOptions({ queryKey: queryKeys.company, queryFn: getCompany });

export function useCompany() {
  return useQuery(companyQueryOptions);
}
