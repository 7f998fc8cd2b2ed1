import { PAGE } from "@shared/page-paths";
import { useDeferredValue } from "react";
import { Navigate, Outlet } from "react-router";
import { useSession } from "@web/features/auth/api/get-session";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { CurrentUserContext } from "@web/lib/current-user";

/** Route guard of docs/product.md §4: loading, then the page for a user or /auth (replacing history) for none. */
export function RequireAuth() {
  const session = useSession();
  // The session's answer arrives as an urgent update, and the shell and the page it lets in are the
  // biggest render of a visit. Deferred, React renders them as a transition, in slices that leave the
  // main thread free between them, instead of one long task (docs/decisions/018).
  const user = useDeferredValue(session.data?.user);
  if (session.isPending) return <LoadingScreen />;
  if (session.isError) throw session.error;
  if (!session.data.user) return <Navigate to={PAGE.signIn} replace />;
  if (!user) return <LoadingScreen />;
  return (
    <CurrentUserContext value={user}>
      <Outlet />
    </CurrentUserContext>
  );
}
