import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "@shared/paging";
import type { Role } from "@shared/roles";
import type { UserSummary } from "@shared/user-types";
import { apiGet } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";

export const USERS_PAGE_SIZE = 20;

export interface UserFilters {
  search?: string;
  role?: Role | "todos";
}

/** Every user query starts with this key, so a write refreshes every list. */
export const usersQueryKey = ["users"] as const;

export function listUsers(filters: UserFilters, page: number): Promise<Page<UserSummary>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (filters.search) query.set("search", filters.search);
  if (filters.role && filters.role !== "todos") query.set("role", filters.role);
  return apiGet<Page<UserSummary>>(`/users?${query}`);
}

export const usersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: [...usersQueryKey, "list", filters],
    queryFn: ({ pageParam }) => listUsers(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The users matching the search (name, e-mail, phone) and role, a page at a time ('Carregar mais'). */
export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
