import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsentType } from "@shared/privacy-types";
import { api, call } from "@web/lib/api-client";
import { consentsQueryOptions } from "./get-consents";

interface ConsentChange {
  type: ConsentType;
  granted: boolean;
}

function changeConsent(change: ConsentChange) {
  return call(api.privacy.consents.$post({ json: change }));
}

/** Appends a grant or a revoke; the server answers with the new state, which replaces the cached one. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onSuccess: (state) => queryClient.setQueryData(consentsQueryOptions.queryKey, state),
  });
}
