import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { SessionUser } from "@shared/api-types";
import { refreshCsrfToken } from "@web/lib/api-client";
import { rememberSessionUser } from "@web/lib/request-limits";
import { sessionQueryKey } from "./get-session";

/** What sign-in and sign-up share once the session cookie is set. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ user }: { user: SessionUser }) => {
    rememberSessionUser(user.id);
    // The old token was bound to the anonymous cookie; a failed renewal is retried by the next write.
    await refreshCsrfToken().catch((error: unknown) => console.error(error));
    // Whatever a previous account left in the cache is not this user's to see.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await navigate("/", { replace: true });
  };
}
