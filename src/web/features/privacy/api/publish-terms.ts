import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { consentsQueryOptions } from "./get-consents";

function publishTerms(version: string): Promise<void> {
  return call(api.privacy.terms.$post({ json: { version } }));
}

/** An admin publishes new terms; everyone, the admin included, is then asked to consent again. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentsQueryOptions.queryKey }),
  });
}
