import { lazy, Suspense } from "react";
import type { DialogProps } from "./modal-dialog";

// The dialog's code (Radix with its focus trap, scroll lock and layers) arrives when a dialog first
// opens, not with every page that could open one (docs/decisions/018).
const ModalDialog = lazy(() => import("./modal-dialog").then((m) => ({ default: m.ModalDialog })));

/** A modal form: focus moves in and is trapped, Escape and the backdrop close it, focus goes back after. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
