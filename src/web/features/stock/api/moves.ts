import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

export const MOVES_PAGE_SIZE = 20;

const movesQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: [...queryKeys.stock, "moves", productId, page],
    queryFn: () =>
      call(
        api.products[":id"].moves.$get({
          param: { id: productId },
          query: { page: String(page), pageSize: String(MOVES_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** A part's moves, newest first: who, when, how many, the quantity after; the cost for the admin. */
export function useProductMoves(productId: string, page: number) {
  return useQuery(movesQueryOptions(productId, page));
}

/** 'Ajustar estoque': the count on the shelf and why; the server writes the difference as a move. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, countedQuantity, reason }: { id: string; countedQuantity: number; reason: string }) =>
      call(api.products[":id"].adjustments.$post({ param: { id }, json: { countedQuantity, reason } })),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}
