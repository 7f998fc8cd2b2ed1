import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { PurchaseInput } from "@shared/validation/stock";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { nextPage } from "@web/lib/next-page";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

const PURCHASES_PAGE_SIZE = 20;

const purchasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.stock, "purchases"],
    queryFn: ({ pageParam }) =>
      call(api.purchases.$get({ query: { page: String(pageParam), pageSize: String(PURCHASES_PAGE_SIZE) } })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });

/** The purchases, newest first, a page at a time. */
export function usePurchases() {
  return useInfiniteQuery(purchasesQueryOptions());
}

const purchaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.stock, "purchase", id],
    queryFn: () => call(api.purchases[":id"].$get({ param: { id } })),
  });

/** One purchase with its items and who recorded it. */
export function usePurchase(id: string) {
  return useQuery(purchaseQueryOptions(id));
}

/** Records a purchase in one request: every item an entrada at its cost, in one transaction. */
export function useRecordPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PurchaseInput) => call(api.purchases.$post({ json: input, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}
