import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";

/** Sets a new password for a user; the server ends that user's sessions. */
export function resetUserPassword({ id, password }: { id: string; password: string }): Promise<void> {
  return apiSend<void>("POST", `/users/${encodeURIComponent(id)}/password`, { password });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
