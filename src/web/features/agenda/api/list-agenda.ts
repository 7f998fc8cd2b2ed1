import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export interface AgendaFilter {
  from: string;
  to: string;
  /** One technician's entries; empty for everyone's. */
  technicianId: string;
}

/** The agenda over a range of days: under the orders' key, so a visit or an expected day saved shows at once. */
export function useAgenda({ from, to, technicianId }: AgendaFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.orders, "agenda", from, to, technicianId],
      queryFn: () => call(api.agenda.$get({ query: { from, to, technicianId: technicianId || undefined } })),
      placeholderData: keepPreviousData,
    }),
  );
}
