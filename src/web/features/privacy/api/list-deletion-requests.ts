import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeletionRequest } from "@shared/privacy-types";
import { apiGet } from "@web/lib/api-client";

export function listDeletionRequests(): Promise<DeletionRequest[]> {
  return apiGet<DeletionRequest[]>("/privacy/deletion-requests");
}

export const deletionRequestsQueryOptions = queryOptions({
  queryKey: ["privacy", "deletion-requests"],
  queryFn: listDeletionRequests,
});

/** Pending requests first, then the processed ones, newest first (admin). */
export function useDeletionRequests() {
  return useQuery(deletionRequestsQueryOptions);
}
