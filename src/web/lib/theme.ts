import type { THEMES } from "@shared/value-sets";

export type ThemePreference = (typeof THEMES)[number];

const darkQuery = "(prefers-color-scheme: dark)";
// The last signed-in user's choice, so a reload paints in it before their preferences arrive.
const STORAGE_KEY = "theme";

let preference: ThemePreference = "system";
let media: MediaQueryList | undefined;

function isThemePreference(value: unknown): value is ThemePreference {
  return value === "system" || value === "light" || value === "dark";
}

function paint(): void {
  const dark = preference === "dark" || (preference === "system" && media?.matches === true);
  document.documentElement.classList.toggle("dark", dark);
}

/**
 * Paints the page at start-up in the remembered choice (the system's by default) and keeps
 * following the system's light or dark preference while the choice is 'system'.
 */
export function startTheme(): void {
  media = window.matchMedia(darkQuery);
  media.addEventListener("change", paint);
  const stored = localStorage.getItem(STORAGE_KEY);
  preference = isThemePreference(stored) ? stored : "system";
  paint();
}

/** Applies a user's saved theme ('system' follows the operating system) and remembers it for the next load. */
export function applyTheme(theme: ThemePreference): void {
  preference = theme;
  localStorage.setItem(STORAGE_KEY, theme);
  paint();
}
