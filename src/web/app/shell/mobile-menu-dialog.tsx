import type { ReactElement } from "react";
import { X } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { Button } from "@web/components/ui/button";
import { SidebarContent } from "./sidebar-content";

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Abrir menu' button, which Radix makes the dialog's trigger. */
  trigger: ReactElement;
}

/** The overlay of MobileMenu (./mobile-menu.tsx), loaded with Radix's dialog on the first open. */
export function MobileMenuDialog({ open, onOpenChange, trigger }: MobileMenuDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl lg:hidden"
        >
          <VisuallyHidden.Root>
            <Dialog.Title>Menu principal</Dialog.Title>
          </VisuallyHidden.Root>
          {/* First in the dialog, so it is what gets focus when the menu opens. */}
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Fechar menu" className="absolute top-3 right-2 z-10">
              <X aria-hidden="true" className="size-5" />
            </Button>
          </Dialog.Close>
          <SidebarContent onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
