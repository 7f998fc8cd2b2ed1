/** What a route tells the shell about itself: the page name in the breadcrumb. */
export interface RouteHandle {
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}
