import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export const RECEIVABLES_PAGE_SIZE = 20;

export interface ReceivablesFilters {
  clientId?: string;
  technicianId?: string;
  page: number;
}

const receivablesQueryOptions = ({ clientId, technicianId, page }: ReceivablesFilters) =>
  queryOptions({
    queryKey: [...queryKeys.receivables, { clientId, technicianId, page }],
    queryFn: () =>
      call(
        api.receivables.$get({
          query: {
            page: String(page),
            pageSize: String(RECEIVABLES_PAGE_SIZE),
            clientId: clientId || undefined,
            technicianId: technicianId || undefined,
          },
        }),
      ),
    // A new page or filter keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

/** What customers owe: delivered orders with a balance, the oldest first, a page at a time, with the totals. */
export function useReceivables(filters: ReceivablesFilters) {
  return useQuery(receivablesQueryOptions(filters));
}
