import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import type { Client } from "@shared/client-types";
import type { Page } from "@shared/paging";
import { apiGet } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";

export const CLIENTS_PAGE_SIZE = 20;
/** The client combobox shows a few matches, never the whole table. */
export const CLIENT_PICKER_SIZE = 10;

/** Every client query starts with this key, so a write refreshes lists, pickers and pages alike. */
export const clientsQueryKey = ["clients"] as const;

export function listClients(search: string, page: number, pageSize: number): Promise<Page<Client>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set("search", search);
  return apiGet<Page<Client>>(`/clients?${query}`);
}

export const clientsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...clientsQueryKey, "list", search],
    queryFn: ({ pageParam }) => listClients(search, pageParam, CLIENTS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The clients screen: matches of the search by name, phone, e-mail or CPF, a page at a time. */
export function useClients(search: string) {
  return useInfiniteQuery(clientsQueryOptions(search));
}

export const clientPickerQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, "picker", search],
    queryFn: () => listClients(search, 1, CLIENT_PICKER_SIZE),
  });

/** The first matches for the client combobox; the last ones stay while the next load. */
export function useClientPicker(search: string, enabled: boolean) {
  return useQuery({ ...clientPickerQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
