import { useMutation } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { api, call } from "@web/lib/api-client";

/** Sets a new password for a user; the server ends that user's sessions. */
function resetUserPassword({ id, password }: { id: string; password: string }): Promise<void> {
  return call(
    api.users[":id"].password.$post({
      param: { id },
      json: { password },
      header: { [COUNTED_AS_HEADER]: "password" },
    }),
  );
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
