import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProductStatus } from "@shared/stock-types";
import type { ProductInput, ProductUpdateInput } from "@shared/validation/stock";
import { api, call } from "@web/lib/api-client";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

export const PRODUCTS_PAGE_SIZE = 20;
/** A part picker shows a few matches, never the whole catalog. */
const PICKER_SIZE = 8;

function listProducts(search: string, status: ProductStatus, page: number, pageSize: number) {
  const query = { page: String(page), pageSize: String(pageSize), status, search: search || undefined };
  return call(api.products.$get({ query }));
}

const productsQueryOptions = (search: string, status: ProductStatus, page: number) =>
  queryOptions({
    queryKey: [...queryKeys.stock, "products", { search, status, page }],
    queryFn: () => listProducts(search, status, page, PRODUCTS_PAGE_SIZE),
    // A new search or page keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

/** The catalog: matches by name, SKU, barcode or a model it fits, an exact code first, a page at a time. */
export function useProducts(search: string, status: ProductStatus, page: number) {
  return useQuery(productsQueryOptions(search, status, page));
}

/** The active parts a code or a typed search names, first matches only: what a scan + Enter looks up. */
export function findProducts(search: string) {
  return listProducts(search, "ativos", 1, PICKER_SIZE);
}

/** The first active matches for a part picker; the last ones stay while the next load. */
export function useProductPicker(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.stock, "picker", search],
    queryFn: () => findProducts(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.stock, "product", id],
    queryFn: () => call(api.products[":id"].$get({ param: { id } })),
  });

/** One part's facts (its cost for the admin only: the API leaves it out for anyone else). */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => call(api.products.$post({ json: input })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProductUpdateInput }) =>
      call(api.products[":id"].$put({ param: { id }, json: input })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}

/** 'Desativar' / 'Reativar': a part that was used is never deleted, only made inactive. */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(api.products[":id"].active.$patch({ param: { id }, json: { active } })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}
