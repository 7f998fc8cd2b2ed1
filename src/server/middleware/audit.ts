import type { MiddlewareHandler } from "hono";
import type { AuditAction } from "@shared/audit-actions";
import type { AppEnv, AuditEntry } from "@server/context";
import { loggedPath, TRACKING_PATH } from "@server/lib/tracking-path";
import { messageWithoutValues } from "@server/logger";

const ACTION_BY_METHOD: Partial<Record<string, AuditAction>> = {
  POST: "CREATE",
  PUT: "UPDATE",
  PATCH: "UPDATE",
  DELETE: "DELETE",
};

/**
 * Records one audit row for every mutating request, and for any request a route or guard marked
 * (refused access, rate limits, auth events), after the response is known. What recording means is
 * the composition root's to say (src/server/app.ts: the audit module writes the row, the security
 * module watches it): middleware imports no module.
 */
export function auditTrail(record: (entry: AuditEntry) => Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const marked = c.get("audit");
    const method = c.req.method;
    if (!marked && !ACTION_BY_METHOD[method]) return;

    const success = c.res.status < 400;
    const tracked = c.req.path.startsWith(`${TRACKING_PATH}/`);
    await record({
      userId: c.get("user")?.id ?? null,
      action: ACTION_BY_METHOD[method] ?? "READ",
      // /api/orders/123 → resource "orders", id "123"; the public tracking page names no token.
      resource: tracked ? "tracking" : (c.req.path.split("/")[2] ?? "api"),
      resourceId: tracked ? null : (c.req.path.split("/")[3] ?? null),
      ipAddress: c.get("ip"),
      userAgent: c.req.header("user-agent") ?? null,
      requestPath: loggedPath(c.req.path),
      requestMethod: method,
      success,
      errorDetails: success ? null : c.error ? messageWithoutValues(c.error) : `HTTP ${c.res.status}`,
      metadata: {},
      ...marked,
    });
  };
}
