import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "@shared/paging";
import type { Ticket } from "@shared/ticket-types";
import type { TicketStatus } from "@shared/value-sets";
import { apiGet } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";

export const TICKETS_PAGE_SIZE = 20;

export interface TicketFilters {
  search?: string;
  status?: TicketStatus | "todos";
}

/** Every ticket query starts with this key, so a write refreshes every list. */
export const ticketsQueryKey = ["tickets"] as const;

export function listTickets(filters: TicketFilters, page: number): Promise<Page<Ticket>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(TICKETS_PAGE_SIZE) });
  if (filters.search) query.set("search", filters.search);
  if (filters.status && filters.status !== "todos") query.set("status", filters.status);
  return apiGet<Page<Ticket>>(`/tickets?${query}`);
}

export const ticketsQueryOptions = (filters: TicketFilters) =>
  infiniteQueryOptions({
    queryKey: [...ticketsQueryKey, "list", filters],
    queryFn: ({ pageParam }) => listTickets(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The tickets matching the filters, newest first, a page at a time ('Carregar mais'). */
export function useTickets(filters: TicketFilters) {
  return useInfiniteQuery(ticketsQueryOptions(filters));
}
