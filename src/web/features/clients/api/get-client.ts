import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientDetail } from "@shared/client-types";
import { apiGet } from "@web/lib/api-client";
import { clientsQueryKey } from "./list-clients";

export function getClient(id: string): Promise<ClientDetail> {
  return apiGet<ClientDetail>(`/clients/${encodeURIComponent(id)}`);
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...clientsQueryKey, "detail", id], queryFn: () => getClient(id) });

/** A client's record with their tickets. */
export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
