import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./modal-confirm-dialog";

// Loaded when a confirmation is first asked for, as the Dialog is (./dialog.tsx).
const ModalConfirmDialog = lazy(() =>
  import("./modal-confirm-dialog").then((m) => ({ default: m.ModalConfirmDialog })),
);

/**
 * An accessible confirm() for destructive actions: focus starts on 'Cancelar', so Enter never
 * deletes by accident, and the dialog stays open until the action has finished.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalConfirmDialog {...props} />
    </Suspense>
  );
}
