import { AlertDialog } from "radix-ui";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { useReturnFocus } from "./use-return-focus";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, word for word from docs/product.md §5. */
  message: string;
  /** The dialog's title: a deletion's unless it confirms something else. */
  title?: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * ConfirmDialog (./confirm-dialog.tsx) once open: focus starts on 'Cancelar'; it stays open until the
 * action has finished, then focus goes back to what opened it, or to the page's heading when the action
 * removed it (a deleted card's button).
 */
export function ModalConfirmDialog({
  open,
  onOpenChange,
  message,
  title = "Confirmar exclusão",
  confirmLabel,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancelar</Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending && <Spinner />}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
