/** Joins class names, skipping the falsy ones of conditional styles. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
