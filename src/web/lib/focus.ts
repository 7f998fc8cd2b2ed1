/** The id of the shell's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = "conteudo";

/** Whether an element is on the page, shown and enabled: something focus can be given back to. */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return false;
  if (element.matches(":disabled") || element.closest("[inert]")) return false;
  return element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0;
}

/** Focuses the element when it can take focus; says whether focus is now there. */
export function focusIfPossible(element: Element | null | undefined): boolean {
  if (!canTakeFocus(element)) return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * Puts focus on the page's heading (h1), made focusable for a script though not for Tab, or on the
 * main content while the page has none yet. Where focus goes after a save, a move or a dialog whose
 * opener is gone (docs/decisions/027): the next Tab continues in the page, not at the sidebar.
 */
export function focusPageHeading(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector("h1");
  const target = heading ?? main;
  if (!target) return;
  if (target === heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  target.focus();
}
