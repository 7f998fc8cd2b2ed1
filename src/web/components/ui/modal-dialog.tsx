import type { ReactNode } from "react";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { Button } from "./button";
import { useReturnFocus } from "./use-return-focus";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * Dialog (./dialog.tsx) once open: Radix traps focus in it, Escape and the backdrop close it; focus goes
 * back to what opened it, or to the page's heading when that is gone (./use-return-focus.ts).
 */
export function ModalDialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          // Radix links its Description itself; without one, it is told there is none on purpose.
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <div className="mb-4 pr-8">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {children}
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Fechar" className="absolute top-3 right-3">
              <X aria-hidden="true" className="size-5" />
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
