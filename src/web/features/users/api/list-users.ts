import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Role } from "@shared/roles";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys } from "@web/lib/query-keys";

const USERS_PAGE_SIZE = 20;

interface UserFilters {
  search?: string;
  role?: Role | "todos";
}

function listUsers({ search, role }: UserFilters, page: number) {
  const query = {
    page: String(page),
    pageSize: String(USERS_PAGE_SIZE),
    search: search || undefined,
    role: role === "todos" ? undefined : role,
  };
  return call(api.users.$get({ query }));
}

const usersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.users, "list", filters],
    queryFn: ({ pageParam }) => listUsers(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // While a new search or filter loads, the cards on screen stay (and keep focus) until its answer.
    placeholderData: keepPreviousData,
  });

/** The users matching the search (name, e-mail, phone) and role, a page at a time ('Carregar mais'). */
export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
