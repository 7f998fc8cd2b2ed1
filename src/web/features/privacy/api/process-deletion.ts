import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { deletionRequestsQueryOptions } from "./list-deletion-requests";

export function processDeletion(id: string): Promise<void> {
  return apiSend<void>("POST", `/privacy/deletion-requests/${encodeURIComponent(id)}/process`);
}

/** Anonymises the requester's personal data and closes their account (admin). */
export function useProcessDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deletionRequestsQueryOptions.queryKey }),
  });
}
