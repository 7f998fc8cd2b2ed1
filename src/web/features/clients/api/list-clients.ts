import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys } from "@web/lib/query-keys";

const CLIENTS_PAGE_SIZE = 20;
/** The client combobox shows a few matches, never the whole table. */
const CLIENT_PICKER_SIZE = 10;

function listClients(search: string, page: number, pageSize: number) {
  const query = { page: String(page), pageSize: String(pageSize), search: search || undefined };
  return call(api.clients.$get({ query }));
}

const clientsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.clients, "list", search],
    queryFn: ({ pageParam }) => listClients(search, pageParam, CLIENTS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // While a new search or filter loads, the cards on screen stay (and keep focus) until its answer.
    placeholderData: keepPreviousData,
  });

/** The clients screen: matches of the search by name, phone, e-mail or CPF, a page at a time. */
export function useClients(search: string) {
  return useInfiniteQuery(clientsQueryOptions(search));
}

const clientPickerQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.clients, "picker", search],
    queryFn: () => listClients(search, 1, CLIENT_PICKER_SIZE),
  });

/** The first matches for the client combobox; the last ones stay while the next load. */
export function useClientPicker(search: string, enabled: boolean) {
  return useQuery({ ...clientPickerQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
