import { useMutation } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";

function requestDeletion(reason: string) {
  return call(api.privacy["deletion-requests"].$post({ json: reason ? { reason } : {} }));
}

/** The user asks for their personal data to be erased; an admin processes it within 30 days. */
export function useRequestDeletion() {
  return useMutation({ mutationFn: requestDeletion });
}
