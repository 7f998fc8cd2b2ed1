import { PAGE } from "@shared/page-paths";
import { useId, useRef, useState } from "react";
import { Search, Settings } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { useMediaQuery } from "@web/lib/use-media-query";
import { Breadcrumb } from "./breadcrumb";
import { MobileMenu } from "./mobile-menu";
import { NotificationBell } from "./notification-bell";
import { SearchBox } from "./search-box";

// Tailwind's sm breakpoint: below it the search box has no room beside the breadcrumb.
const SEARCH_FITS = "(min-width: 40rem)";

export function TopBar() {
  const searchFits = useMediaQuery(SEARCH_FITS);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchRowId = useId();
  const closeSearch = () => {
    setSearchOpen(false);
    searchButton.current?.focus();
  };
  return (
    <header className="sticky top-0 z-10 border-b border-border bg-card">
      <div className="flex min-h-16 items-center gap-1 px-4 py-2 sm:gap-3 lg:px-6">
        <MobileMenu />
        <div className="min-w-0 flex-1 px-2 sm:px-0">
          <Breadcrumb />
        </div>
        {searchFits ? (
          <SearchBox className="max-w-xs" />
        ) : (
          // On a phone the search opens in a row of its own under the bar (docs/decisions/027).
          <Button
            ref={searchButton}
            variant="ghost"
            size="icon"
            aria-label="Abrir busca"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchRowId : undefined}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Search aria-hidden="true" className="size-5" />
          </Button>
        )}
        <NotificationBell />
        <Link
          to={PAGE.settings}
          aria-label="Configurações"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-accent"
        >
          <Settings aria-hidden="true" className="size-5" />
        </Link>
      </div>
      {!searchFits && searchOpen && (
        <div id={searchRowId} className="border-t border-border px-4 py-3">
          <SearchBox autoFocus onEscape={closeSearch} onNavigate={() => setSearchOpen(false)} />
        </div>
      )}
    </header>
  );
}
