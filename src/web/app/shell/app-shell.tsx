import { Outlet } from "react-router";
import { ConfirmEmailNotice } from "@web/features/auth/confirm-email-notice";
import { TermsPrompt } from "@web/features/privacy/components/terms-prompt";
import { PageGuard } from "@web/app/guards/page-guard";
import { MAIN_CONTENT_ID } from "@web/lib/focus";
import { useMediaQuery } from "@web/lib/use-media-query";
import { SidebarContent } from "./sidebar-content";
import { SkipLink } from "./skip-link";
import { ThemeSync } from "./theme-sync";
import { TopBar } from "./top-bar";
import { useFocusRecovery } from "./use-focus-recovery";

// Tailwind's lg breakpoint, where the sidebar is fixed on screen instead of an overlay.
const WIDE_SCREEN = "(min-width: 64rem)";

/** The signed-in layout of docs/product.md §2: sidebar (an overlay on narrow screens), top bar and the page. */
export function AppShell() {
  // A narrow screen has the menu in the overlay only: it does not also render (and load the pending
  // orders badge of) a hidden fixed sidebar.
  const wide = useMediaQuery(WIDE_SCREEN);
  useFocusRecovery();
  return (
    <div className="min-h-screen bg-background">
      <SkipLink />
      <ThemeSync />
      {wide && (
        <aside className="fixed inset-y-0 left-0 w-64 border-r border-border">
          <SidebarContent />
        </aside>
      )}
      <div className="lg:pl-64">
        <TopBar />
        {/* tabIndex: the skip link's target, and where focus waits while a page has no heading yet. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-7xl p-4 lg:p-8">
          {/* In the flow, above the page: it never covers what it asks about (docs/decisions/027). */}
          <ConfirmEmailNotice />
          <TermsPrompt />
          <PageGuard>
            <Outlet />
          </PageGuard>
        </main>
      </div>
    </div>
  );
}
