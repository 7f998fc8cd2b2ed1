import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ProductStatus } from "@shared/stock-types";
import type { SupplierInput } from "@shared/validation/stock";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

const SUPPLIERS_PAGE_SIZE = 20;
const PICKER_SIZE = 10;

function listSuppliers(search: string, status: ProductStatus, page: number, pageSize: number) {
  const query = { page: String(page), pageSize: String(pageSize), status, search: search || undefined };
  return call(api.suppliers.$get({ query }));
}

const suppliersQueryOptions = (search: string, status: ProductStatus) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.stock, "suppliers", { search, status }],
    queryFn: ({ pageParam }) => listSuppliers(search, status, pageParam, SUPPLIERS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });

/** The suppliers screen: matches by name, CNPJ, contact or e-mail, a page at a time. */
export function useSuppliers(search: string, status: ProductStatus) {
  return useInfiniteQuery(suppliersQueryOptions(search, status));
}

/** The first active matches for the purchase's supplier picker. */
export function useSupplierPicker(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.stock, "supplier-picker", search],
    queryFn: () => listSuppliers(search, "ativos", 1, PICKER_SIZE),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SupplierInput }) =>
      id ? call(api.suppliers[":id"].$put({ param: { id }, json: input })) : call(api.suppliers.$post({ json: input })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}

export function useSetSupplierActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(api.suppliers[":id"].active.$patch({ param: { id }, json: { active } })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}
