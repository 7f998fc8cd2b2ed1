import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";

/** Whether the shop configured e-mail: the screens that send one say so when it did not. */
export const mailStatusQueryOptions = queryOptions({
  queryKey: ["mail-status"],
  queryFn: () => call(api.account["mail-status"].$get()),
  staleTime: Infinity,
});

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions);
}
