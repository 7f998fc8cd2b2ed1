import type { Page } from "./pages";

/** What a route tells the shell about itself: its page's entry of the table (name, who may open it). */
export type RouteHandle = Pick<Page, "title" | "permission" | "denied">;

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}
