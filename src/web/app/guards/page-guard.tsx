import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { can } from "@shared/permissions";
import { AccessDenied } from "@web/lib/access-denied";
import { useCurrentUser } from "@web/lib/current-user";
import { isRouteHandle } from "@web/app/route-handle";

/** The page, or 'Acesso Negado' when its entry in the pages table names a permission the user lacks. */
export function PageGuard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const page = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  if (page?.permission && !can(user.role, page.permission)) return <AccessDenied message={page.denied} />;
  return children;
}
