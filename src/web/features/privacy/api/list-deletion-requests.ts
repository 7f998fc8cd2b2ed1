import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function listDeletionRequests() {
  return call(api.privacy["deletion-requests"].$get());
}

export const deletionRequestsQueryOptions = queryOptions({
  queryKey: [...queryKeys.privacy, "deletion-requests"],
  queryFn: listDeletionRequests,
});

/** Pending requests first, then the processed ones, newest first (admin). */
export function useDeletionRequests() {
  return useQuery(deletionRequestsQueryOptions);
}
