import type { MiddlewareHandler } from "hono";
import type { AuditAction } from "@shared/audit-labels";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { messageWithoutValues } from "@server/logger";
import { writeAudit } from "@server/modules/audit/audit.service";
import { raiseAlert } from "@server/modules/security/alerts.service";
import { loggedPath, TRACKING_PATH } from "@server/modules/tracking/tracking-token";

const ACTION_BY_METHOD: Partial<Record<string, AuditAction>> = {
  POST: "CREATE",
  PUT: "UPDATE",
  PATCH: "UPDATE",
  DELETE: "DELETE",
};

/**
 * Writes one audit row for every mutating request, and for any request a route or guard marked
 * (refused access, rate limits, auth events). The row is written after the response is known.
 */
export function auditTrail(db: Db, clock: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const marked = c.get("audit");
    const method = c.req.method;
    if (!marked && !ACTION_BY_METHOD[method]) return;

    const success = c.res.status < 400;
    const tracked = c.req.path.startsWith(`${TRACKING_PATH}/`);
    const entry = {
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
    };
    await writeAudit(db, entry);
    if (isAdminOnlyRefusal(entry.action, entry.metadata)) {
      await raiseAlert(
        db,
        {
          type: "PRIVILEGE_ESCALATION",
          severity: "MEDIUM",
          description: `Usuário sem permissão tentou ${method} ${loggedPath(c.req.path)}`,
          ipAddress: entry.ipAddress,
          userId: entry.userId,
          key: `forbidden:${entry.userId}:${entry.resource}`,
          metadata: { path: c.req.path, method },
        },
        clock(),
      );
    }
  };
}

/** A signed-in non-admin refused an action the policy grants admins only. */
function isAdminOnlyRefusal(action: string, metadata: Record<string, unknown>) {
  const required = metadata.required;
  return action === "FORBIDDEN_ACCESS" && Array.isArray(required) && required.length === 1 && required[0] === "admin";
}
