import { ChevronRight } from "lucide-react";
import { Link, useMatches } from "react-router";
import { PAGE } from "@shared/page-paths";
import { SHELL_PAGES } from "@web/app/pages";
import { isRouteHandle } from "@web/app/route-handle";

const HOME = SHELL_PAGES.find((page) => page.path === PAGE.home)!.title;

/** 'Início > {page}' from the deepest route that names its page; a long title wraps, never cut. */
export function Breadcrumb() {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const onDashboard = !title || title === HOME;

  return (
    <nav aria-label="breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1.5 text-sm leading-5 text-muted-foreground">
        <li>
          {onDashboard ? (
            <span aria-current="page" className="font-medium text-foreground">
              {HOME}
            </span>
          ) : (
            <Link to={PAGE.home} className="hover:text-foreground hover:underline">
              {HOME}
            </Link>
          )}
        </li>
        {!onDashboard && (
          <>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="min-w-0 font-medium break-words text-foreground">
              {title}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
