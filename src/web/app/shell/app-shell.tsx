import { Outlet } from "react-router";
import { TermsPrompt } from "../../features/privacy/components/terms-prompt";
import { SidebarContent } from "./sidebar-content";
import { ThemeSync } from "./theme-sync";
import { TopBar } from "./top-bar";

/** The signed-in layout of spec §2: sidebar (an overlay on narrow screens), top bar and the page. */
export function AppShell() {
  return (
    <div className="min-h-screen bg-background">
      <ThemeSync />
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-border lg:block">
        <SidebarContent />
      </aside>
      <div className="lg:pl-64">
        <TopBar />
        <main className="mx-auto max-w-7xl p-4 lg:p-8">
          <TermsPrompt />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
