import { Navigate, Outlet } from "react-router";
import { useSession } from "../../features/auth/api/get-session";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { CurrentUserContext } from "./current-user";

/** Route guard of spec §4: loading, then the page for a user or /auth (replacing history) for none. */
export function RequireAuth() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (session.isError) throw session.error;
  if (!session.data.user) return <Navigate to="/auth" replace />;
  return (
    <CurrentUserContext value={session.data.user}>
      <Outlet />
    </CurrentUserContext>
  );
}
