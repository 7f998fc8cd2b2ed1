import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchResults } from "@shared/api-types";
import { apiGet } from "@web/lib/api-client";

/** Shorter text matches too much to be useful, so no search is sent for it. */
export const SEARCH_MIN_LENGTH = 2;

export function searchAll(q: string): Promise<SearchResults> {
  return apiGet<SearchResults>(`/search?${new URLSearchParams({ q })}`);
}

export const searchQueryOptions = (q: string) => queryOptions({ queryKey: ["search", q], queryFn: () => searchAll(q) });

/** The top bar's grouped matches; the previous ones stay on screen while the next arrive. */
export function useSearchAll(q: string) {
  return useQuery({
    ...searchQueryOptions(q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
