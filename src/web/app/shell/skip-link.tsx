import type { MouseEvent } from "react";
import { MAIN_CONTENT_ID } from "@web/lib/focus";

/**
 * The shell's first Tab stop: 'Pular para o conteúdo', shown when focused, moves focus past the menu
 * and the top bar to the page (WCAG 2.4.1). Focus is moved by hand, so the address keeps no #fragment.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
    >
      Pular para o conteúdo
    </a>
  );
}
