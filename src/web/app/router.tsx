import { createBrowserRouter } from "react-router";
import { PAGE } from "@shared/page-paths";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { ErrorScreen } from "./error-screen";
import { RequireAuth } from "./guards/require-auth";
import { NotFoundPage } from "./not-found-page";
import { SHELL_PAGES } from "./pages";
import { PAPER_PAGES, PUBLIC_PAGES } from "./pages-outside-shell";
import type { RouteHandle } from "./route-handle";

// The pages are declared once, in ./pages.ts and ./pages-outside-shell.ts. The shell (menus, search, notifications and their
// popovers) is a chunk of its own, so /auth loads none of it; the router fetches a route's lazy parts
// in parallel, so the shell costs no extra round trip (docs/decisions/018). The error screen stays in
// the entry: it must show when a chunk fails to load.
export const router = createBrowserRouter([
  {
    path: PAGE.home,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      ...PUBLIC_PAGES.map(({ path, load }) => ({ path, lazy: load })),
      {
        Component: RequireAuth,
        children: [
          {
            lazy: () => import("./shell/app-shell").then((m) => ({ Component: m.AppShell })),
            children: SHELL_PAGES.map(({ path, title, permission, denied, load }) => ({
              ...(path === PAGE.home ? { index: true } : { path }),
              handle: { title, permission, denied } satisfies RouteHandle,
              lazy: load,
            })),
          },
          ...PAPER_PAGES.map(({ path, load }) => ({ path, lazy: load })),
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
