import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { writeAudit } from "../modules/audit/audit.service";

const ACTION_BY_METHOD: Record<string, string> = { POST: "CREATE", PUT: "UPDATE", PATCH: "UPDATE", DELETE: "DELETE" };

/**
 * Writes one audit row for every mutating request, and for any request a route or guard marked
 * (refused access, rate limits, auth events). The row is written after the response is known.
 */
export function auditTrail(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const marked = c.get("audit");
    const method = c.req.method;
    if (!marked && !ACTION_BY_METHOD[method]) return;

    const success = c.res.status < 400;
    await writeAudit(db, {
      userId: c.get("user")?.id ?? null,
      action: ACTION_BY_METHOD[method] ?? "READ",
      // /api/orders/123 → resource "orders", id "123"
      resource: c.req.path.split("/")[2] ?? "api",
      resourceId: c.req.path.split("/")[3] ?? null,
      ipAddress: c.get("ip"),
      userAgent: c.req.header("user-agent") ?? null,
      requestPath: c.req.path,
      requestMethod: method,
      success,
      errorDetails: success ? null : (c.error?.message ?? `HTTP ${c.res.status}`),
      metadata: {},
      ...marked,
    });
  };
}
