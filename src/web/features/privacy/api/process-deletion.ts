import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { deletionRequestsQueryOptions } from "./list-deletion-requests";

function processDeletion(id: string): Promise<void> {
  return call(api.privacy["deletion-requests"][":id"].process.$post({ param: { id } }));
}

/** Anonymises the requester's personal data and closes their account (admin). */
export function useProcessDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deletionRequestsQueryOptions.queryKey }),
  });
}
