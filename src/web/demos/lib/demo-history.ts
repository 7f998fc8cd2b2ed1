import { format } from "date-fns";

/** The demo pages list their last 10 results (docs/product.md §2). */
const HISTORY_SIZE = 10;

/** The list with the newest item first, trimmed to the last 10. */
export function withLatest<T>(list: readonly T[], item: T): T[] {
  return [item, ...list].slice(0, HISTORY_SIZE);
}

/** A result's time as 14:30:05. */
export function formatTestTime(timestamp: number): string {
  return format(timestamp, "HH:mm:ss");
}
