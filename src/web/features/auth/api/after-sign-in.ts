import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { refreshCsrfToken } from "@web/lib/api-client";
import { rememberSessionUser } from "@web/lib/request-limits";
import { queryKeys } from "@web/lib/query-keys";

/** What sign-in and sign-up share once the session cookie is set. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ user }: { user: { id: string } }) => {
    rememberSessionUser(user.id);
    // The old token was bound to the anonymous cookie; a failed renewal is retried by the next write.
    await refreshCsrfToken().catch((error: unknown) => console.error(error));
    // Whatever a previous account left in the cache is not this user's to see.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    await navigate("/", { replace: true });
  };
}
