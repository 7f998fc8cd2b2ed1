import { Outlet } from "react-router";
import { TermsPrompt } from "@web/features/privacy/components/terms-prompt";
import { useMediaQuery } from "@web/lib/use-media-query";
import { SidebarContent } from "./sidebar-content";
import { ThemeSync } from "./theme-sync";
import { TopBar } from "./top-bar";

// Tailwind's lg breakpoint, where the sidebar is fixed on screen instead of an overlay.
const WIDE_SCREEN = "(min-width: 64rem)";

/** The signed-in layout of docs/product.md §2: sidebar (an overlay on narrow screens), top bar and the page. */
export function AppShell() {
  // A narrow screen has the menu in the overlay only: it does not also render (and load the pending
  // orders badge of) a hidden fixed sidebar.
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div className="min-h-screen bg-background">
      <ThemeSync />
      {wide && (
        <aside className="fixed inset-y-0 left-0 w-64 border-r border-border">
          <SidebarContent />
        </aside>
      )}
      <div className="lg:pl-64">
        <TopBar />
        <main className="mx-auto max-w-7xl p-4 lg:p-8">
          <Outlet />
          {/* After the page and sticky at the bottom: it appears once the consents load, and above the
              page it would push everything down (a layout shift). */}
          <TermsPrompt />
        </main>
      </div>
    </div>
  );
}
