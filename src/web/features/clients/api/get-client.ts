import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getClient(id: string) {
  return call(api.clients[":id"].$get({ param: { id } }));
}

const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.clients, "detail", id], queryFn: () => getClient(id) });

/** A client's record with their tickets. */
export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
