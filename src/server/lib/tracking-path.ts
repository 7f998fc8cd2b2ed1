import { PAGE } from "@shared/page-paths";

/**
 * The public tracking pages' path (docs/decisions/029). The tracking module serves it; the middleware
 * must know it too (its own headers, body limit and rate limit, and a token kept out of the logs), so
 * it lives below both.
 */
export const TRACKING_PATH = PAGE.tracking.slice(0, PAGE.tracking.indexOf("/:token"));

/** Whether a request is for the tracking pages, which answer every path under TRACKING_PATH themselves. */
export function isTrackingPath(path: string): boolean {
  return path === TRACKING_PATH || path.startsWith(`${TRACKING_PATH}/`);
}

/** The path as logs and the audit trail keep it: a tracking token is a key to an order, never written down. */
export function loggedPath(path: string): string {
  return path.startsWith(`${TRACKING_PATH}/`)
    ? `${TRACKING_PATH}/[link]${path.slice(TRACKING_PATH.length + 1).replace(/^[^/]*/, "")}`
    : path;
}
