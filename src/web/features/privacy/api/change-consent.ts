import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsentState, ConsentType } from "@shared/privacy-types";
import { apiSend } from "@web/lib/api-client";
import { consentsQueryOptions } from "./get-consents";

export interface ConsentChange {
  type: ConsentType;
  granted: boolean;
}

export function changeConsent(change: ConsentChange): Promise<ConsentState> {
  return apiSend<ConsentState>("POST", "/privacy/consents", change);
}

/** Appends a grant or a revoke; the server answers with the new state, which replaces the cached one. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onSuccess: (state) => queryClient.setQueryData(consentsQueryOptions.queryKey, state),
  });
}
