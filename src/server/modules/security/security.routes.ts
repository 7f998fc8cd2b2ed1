import { Hono } from "hono";
import { z } from "zod";
import { ANONYMOUS_SECURITY_EVENTS } from "@shared/security-events";
import { SECURITY_SETTINGS, type SecurityLevelResponse } from "@shared/security-level";
import { securityEventSchema } from "@shared/validation/security-event";
import type { AppDeps, AppEnv } from "@server/context";
import { AppError } from "@server/errors";
import { input } from "@server/lib/input";
import { allow, allowAnyone, currentUser } from "@server/middleware/guards";
import { startUpCall } from "@server/middleware/rate-limit";
import { listAlerts, resolveAlert } from "./alerts.service";
import { securityOverview } from "./overview.service";

const alertQuery = z.object({
  resolved: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
const idParam = z.object({ id: z.uuid({ error: "Alerta não encontrado" }) });

/**
 * The security dashboard (admin): overview, alerts, resolving them. Anyone reads the level (the
 * sign-in page applies its limits too); any signed-in user reports the security events their pages
 * detect (docs/product.md §8), which land in the audit log. A browser that refused a request by its own count
 * reports it even signed out, since sign-in and sign-up are where that happens: that one type, with
 * small metadata, counted by the anonymous limit, is all a signed-out caller can write there.
 */
export function securityRoutes({
  database,
  env,
  limits,
  clock,
}: Pick<AppDeps, "database" | "env" | "limits" | "clock">) {
  const db = database.db;
  return new Hono<AppEnv>()
    .get("/level", allowAnyone, startUpCall, (c) => {
      const { botScoreThreshold } = SECURITY_SETTINGS[env.SECURITY_LEVEL];
      return c.json({ level: env.SECURITY_LEVEL, limits, botScoreThreshold } satisfies SecurityLevelResponse);
    })
    .post("/events", allowAnyone, input("json", securityEventSchema), async (c) => {
      const { type, detail, metadata } = c.req.valid("json");
      if (!c.get("user") && !ANONYMOUS_SECURITY_EVENTS.includes(type)) throw new AppError("UNAUTHORIZED");
      c.set("audit", {
        action: type,
        resource: "security_events",
        resourceId: null,
        metadata: { ...metadata, detail: detail.slice(0, 100) },
      });
      return c.body(null, 204);
    })
    .get("/overview", allow("security.manage"), async (c) =>
      c.json(await securityOverview({ database, backupDir: env.BACKUP_DIR, now: clock() })),
    )
    .get("/alerts", allow("security.manage"), input("query", alertQuery), async (c) => {
      const { resolved, limit } = c.req.valid("query");
      return c.json(await listAlerts({ db, resolved, limit }));
    })
    .post("/alerts/:id/resolve", allow("security.manage"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      c.set("audit", { action: "ALERT_RESOLVED", resource: "security_alerts", resourceId: id });
      await resolveAlert({ db, id, userId: currentUser(c).id, now: clock() });
      return c.body(null, 204);
    });
}
