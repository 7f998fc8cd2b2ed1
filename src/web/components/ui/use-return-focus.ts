import { useState } from "react";
import { focusIfPossible, focusPageHeading } from "@web/lib/focus";

/**
 * Where focus goes when a dialog closes, for Radix's onCloseAutoFocus. Radix gives focus back only to
 * a Dialog.Trigger, and these dialogs are opened by plain buttons, so focus fell to the page's body
 * (the next Tab restarting at the sidebar). The element focused when the dialog mounted is its opener:
 * it gets focus back, or, when a save removed it (a deleted card, a list refreshed), the page's
 * heading does (docs/decisions/027).
 */
export function useReturnFocus(): (event: Event) => void {
  // Read once, on the dialog's first render: before Radix moves focus into it.
  const [opener] = useState(() => document.activeElement);
  return (event: Event) => {
    event.preventDefault();
    // A dialog opened from another dialog gives focus back to that one, which Radix keeps trapped.
    if (!focusIfPossible(opener)) focusPageHeading();
  };
}
