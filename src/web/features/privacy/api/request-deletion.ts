import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";

export function requestDeletion(reason: string): Promise<{ id: string }> {
  return apiSend<{ id: string }>("POST", "/privacy/deletion-requests", reason ? { reason } : {});
}

/** The user asks for their personal data to be erased; an admin processes it within 30 days. */
export function useRequestDeletion() {
  return useMutation({ mutationFn: requestDeletion });
}
