import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { consentsQueryOptions } from "./get-consents";

export function publishTerms(version: string): Promise<void> {
  return apiSend<void>("POST", "/privacy/terms", { version });
}

/** An admin publishes new terms; everyone, the admin included, is then asked to consent again. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentsQueryOptions.queryKey }),
  });
}
