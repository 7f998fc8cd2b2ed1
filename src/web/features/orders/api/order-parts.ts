import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderPartInput, OrderPartUpdate } from "@shared/validation/order-part";
import { api, call } from "@web/lib/api-client";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

/** The part picker shows a few matches, never the whole catalog. */
const PART_PICKER_SIZE = 8;

function searchParts(search: string) {
  return call(api.products.$get({ query: { search, pageSize: String(PART_PICKER_SIZE) } }));
}

/** The catalog's first matches for a name, a model, a SKU or a barcode; an exact code comes first. */
export const partSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.stock, "part-picker", search],
    queryFn: () => searchParts(search),
  });

/** The matches of what is typed in 'Adicionar peça'; the last ones stay while the next load. */
export function usePartSearch(search: string) {
  return useQuery({ ...partSearchQueryOptions(search), enabled: search !== "", placeholderData: keepPreviousData });
}

/**
 * Parts on an order (docs/decisions/045): each write moves stock on the server, so the order (its total,
 * quote and history) and the catalog's quantities are refreshed after it.
 */
export function useOrderPartWrites(orderId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshAfterWrite(queryClient, "orders");
  const add = useMutation({
    mutationFn: (input: OrderPartInput) => call(api.orders[":id"].parts.$post({ param: { id: orderId }, json: input })),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ partId, input }: { partId: string; input: OrderPartUpdate }) =>
      call(api.orders[":id"].parts[":partId"].$put({ param: { id: orderId, partId }, json: input })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (partId: string) =>
      call(api.orders[":id"].parts[":partId"].$delete({ param: { id: orderId, partId } })),
    onSuccess,
  });
  return { add, update, remove };
}
