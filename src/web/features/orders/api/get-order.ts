import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getOrder(id: string) {
  return call(api.orders[":id"].$get({ param: { id } }));
}

const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.orders, "detail", id], queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
