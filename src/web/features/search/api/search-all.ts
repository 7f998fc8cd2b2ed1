import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Shorter text matches too much to be useful, so no search is sent for it. */
export const SEARCH_MIN_LENGTH = 2;

function searchAll(q: string) {
  return call(api.search.$get({ query: { q } }));
}

const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...queryKeys.search, q], queryFn: () => searchAll(q) });

/** The top bar's grouped matches; the previous ones stay on screen while the next arrive. */
export function useSearchAll(q: string) {
  return useQuery({
    ...searchQueryOptions(q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
