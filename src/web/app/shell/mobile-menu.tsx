import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Menu } from "lucide-react";
import { Button } from "@web/components/ui/button";

// Radix's dialog arrives with the first open: a phone shows the button on every page, and most
// visits never open the menu (docs/decisions/018).
const MobileMenuDialog = lazy(() => import("./mobile-menu-dialog").then((m) => ({ default: m.MobileMenuDialog })));

/**
 * The sidebar as an overlay below the lg breakpoint. A modal dialog traps focus while open,
 * closes on Escape, on the backdrop and on navigation, and gives focus back to the button that opened it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };
  // The dialog's trigger; until its code is here, the same button, closed, opens it.
  const button = (closed?: ComponentProps<"button">) => (
    <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu" {...closed}>
      <Menu aria-hidden="true" className="size-5" />
    </Button>
  );
  const closedButton = button({ "aria-haspopup": "dialog", "aria-expanded": false, onClick: () => change(true) });
  if (!opened) return closedButton;
  return (
    <Suspense fallback={closedButton}>
      <MobileMenuDialog open={open} onOpenChange={change} trigger={button()} />
    </Suspense>
  );
}
