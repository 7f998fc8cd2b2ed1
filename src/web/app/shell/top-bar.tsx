import { Settings } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumb } from "./breadcrumb";
import { MobileMenu } from "./mobile-menu";
import { NotificationBell } from "./notification-bell";
import { SearchBox } from "./search-box";

export function TopBar() {
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-border bg-card px-4 lg:px-6">
      <MobileMenu />
      <div className="min-w-0 flex-1">
        <Breadcrumb />
      </div>
      <SearchBox />
      <NotificationBell />
      <Link
        to="/settings"
        aria-label="Configurações"
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
      >
        <Settings aria-hidden="true" className="size-5" />
      </Link>
    </header>
  );
}
