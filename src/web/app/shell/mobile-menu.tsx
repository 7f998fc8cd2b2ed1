import { useState } from "react";
import { Menu, X } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { Button } from "../../components/ui/button";
import { SidebarContent } from "./sidebar-content";

/**
 * The sidebar as an overlay below the lg breakpoint. A modal dialog traps focus while open,
 * closes on Escape, on the backdrop and on navigation, and gives focus back to the button that opened it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu">
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 lg:hidden" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl lg:hidden">
          <VisuallyHidden.Root>
            <Dialog.Title>Menu principal</Dialog.Title>
          </VisuallyHidden.Root>
          {/* First in the dialog, so it is what gets focus when the menu opens. */}
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Fechar menu" className="absolute top-3 right-2 z-10">
              <X aria-hidden="true" className="size-5" />
            </Button>
          </Dialog.Close>
          <SidebarContent onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
