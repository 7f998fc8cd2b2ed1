import { useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Who may have received a payment: the staff, under the users' key as the order form's técnicos are. */
export function useStaff(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.users, "technicians"],
    queryFn: () => call(api.orders.technicians.$get()),
    staleTime: 60_000,
    enabled,
  });
}
