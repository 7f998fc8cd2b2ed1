const darkQuery = "(prefers-color-scheme: dark)";

/** Follows the system's light or dark preference, now and whenever it changes. */
export function followSystemTheme(): void {
  const media = window.matchMedia(darkQuery);
  const apply = () => document.documentElement.classList.toggle("dark", media.matches);
  apply();
  media.addEventListener("change", apply);
}
