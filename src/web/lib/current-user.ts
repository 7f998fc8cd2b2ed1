import { createContext, use } from "react";
import type { SessionUser } from "@shared/api-types";

/**
 * The signed-in user as the guard last saw it. Pages read it from here rather than from the
 * session query, so a sign-out never renders a protected page without a user.
 */
export const CurrentUserContext = createContext<SessionUser | null>(null);

export function useCurrentUser(): SessionUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser must be used inside RequireAuth");
  return user;
}
