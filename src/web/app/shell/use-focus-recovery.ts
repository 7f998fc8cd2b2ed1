import { useEffect } from "react";
import { canTakeFocus, focusPageHeading, MAIN_CONTENT_ID } from "@web/lib/focus";

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * Keeps keyboard focus in the page when the focused control goes away under it: a link that navigated
 * ('Novo Pedido'), a submit button disabled while saving and then unmounted by the navigation, a button
 * a refreshed list no longer shows. The browser then leaves focus on <body>, and the next Tab restarts
 * at the top of the document (docs/decisions/027). Focus goes back to the control once it is enabled
 * again (a failed save), or to the page's heading when the control is gone. Dialogs give focus back
 * themselves (components/ui/use-return-focus.ts); and a click on an empty spot, which puts focus on
 * <body> on purpose, is left alone.
 */
export function useFocusRecovery(): void {
  useEffect(() => {
    // The last element that had focus, and whether the pointer went down since.
    let last: Element | null = null;
    let clicked = false;
    // Focus was parked on <main> because the page had no heading yet (its data still loading).
    let awaitingHeading = false;
    let timer: number | undefined;

    function recover() {
      timer = undefined;
      const active = document.activeElement;
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (awaitingHeading && active === main) {
        if (main?.querySelector("h1")) {
          awaitingHeading = false;
          focusPageHeading();
        }
        return;
      }
      awaitingHeading = false;
      const lost = !active || active === document.body;
      if (!lost || clicked || !last || !document.hasFocus() || last.closest(DIALOGS)) return;
      if (last.isConnected) {
        // Disabled while its action runs: it gets focus back once enabled again.
        if (canTakeFocus(last)) (last as HTMLElement).focus();
        else if (!last.matches(":disabled")) focusPageHeading();
        return;
      }
      focusPageHeading();
      awaitingHeading = document.activeElement === main;
    }

    const observer = new MutationObserver(() => {
      // After the work of the same turn (a dialog's own focus return runs in a timeout too).
      timer ??= window.setTimeout(recover, 50);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["disabled"],
    });
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) last = event.target;
      clicked = false;
    };
    const onPointerDown = () => {
      clicked = true;
      awaitingHeading = false;
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, []);
}
