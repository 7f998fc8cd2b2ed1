import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TicketStatus } from "@shared/value-sets";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys } from "@web/lib/query-keys";

const TICKETS_PAGE_SIZE = 20;

interface TicketFilters {
  search?: string;
  status?: TicketStatus | "todos";
}

function listTickets({ search, status }: TicketFilters, page: number) {
  const query = {
    page: String(page),
    pageSize: String(TICKETS_PAGE_SIZE),
    search: search || undefined,
    status: status === "todos" ? undefined : status,
  };
  return call(api.tickets.$get({ query }));
}

const ticketsQueryOptions = (filters: TicketFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.tickets, "list", filters],
    queryFn: ({ pageParam }) => listTickets(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // While a new search or filter loads, the cards on screen stay (and keep focus) until its answer.
    placeholderData: keepPreviousData,
  });

/** The tickets matching the filters, newest first, a page at a time ('Carregar mais'). */
export function useTickets(filters: TicketFilters) {
  return useInfiniteQuery(ticketsQueryOptions(filters));
}
