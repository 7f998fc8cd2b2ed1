import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { OrderPartInput } from "@shared/validation/order-part";
import type { SaleInput } from "@shared/validation/sale";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { nextPage } from "@web/lib/next-page";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

const SALES_PAGE_SIZE = 20;

/** The counter sales, newest first, a page at a time. */
export function useSales() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...queryKeys.sales, "list"],
      queryFn: ({ pageParam }) =>
        call(api.sales.$get({ query: { page: String(pageParam), pageSize: String(SALES_PAGE_SIZE) } })),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      placeholderData: keepPreviousData,
    }),
  );
}

const saleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.sales, "sale", id],
    queryFn: () => call(api.sales[":id"].$get({ param: { id } })),
  });

/** One sale whole: its parts, its payment, its reversal (costs and margin for the admin only). */
export function useSale(id: string) {
  return useQuery(saleQueryOptions(id));
}

/** The sale in one request: the parts out of stock and the payment, together or not at all. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleInput) => call(api.sales.$post({ json: input, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "sales"),
  });
}

/** The Pix BR Code of the cart's total, as the server prices it. */
export function useCartPix() {
  return useMutation({
    mutationFn: (items: OrderPartInput[]) => call(api.sales.pix.$post({ json: { items } })),
  });
}

/** An admin's 'Estornar venda': the money back and the parts on the shelf, with the reason. */
export function useReverseSale(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(api.sales[":id"].reversal.$post({ param: { id }, json: { reason }, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "sales"),
  });
}
