import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Whether the shop configured e-mail: the screens that send one say so when it did not. */
export const mailStatusQueryOptions = queryOptions({
  queryKey: [...queryKeys.account, "mail-status"],
  queryFn: () => call(api.account["mail-status"].$get()),
  staleTime: Infinity,
});

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions);
}
