import { Hono } from "hono";
import { z } from "zod";
import { SECURITY_EVENT_TYPES } from "../../../shared/security-events";
import type { AppDeps, AppEnv } from "../../context";
import { jsonBody, parseInput } from "../../lib/validate";
import { currentUser, requireRole, requireUser } from "../../middleware/guards";
import { listAlerts, resolveAlert } from "./alerts.service";
import { securityOverview } from "./overview.service";

const alertQuery = z.object({
  resolved: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
const idParam = z.object({ id: z.uuid({ error: "Alerta não encontrado" }) });

const eventSchema = z.object({
  type: z.enum(SECURITY_EVENT_TYPES, { error: "Tipo de evento inválido" }),
  // Dangerous text is reported by its first 100 characters (spec §5); the rest never leaves the page.
  detail: z.string().max(500, { error: "Detalhe muito longo" }),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The security dashboard (admin): overview, alerts, resolving them. Any signed-in user reads the
 * level and reports the security events their pages detect (spec §8), which land in the audit log.
 */
export function securityRoutes({ database, env, limits, clock }: Pick<AppDeps, "database" | "env" | "limits" | "clock">) {
  const db = database.db;
  const admin = requireRole("admin");
  return new Hono<AppEnv>()
    .get("/level", requireUser, (c) => c.json({ level: env.SECURITY_LEVEL, limits }))
    .post("/events", requireUser, async (c) => {
      const { type, detail, metadata } = parseInput(eventSchema, await jsonBody(c.req));
      c.set("audit", { action: type, resource: "security_events", resourceId: null, metadata: { ...metadata, detail: detail.slice(0, 100) } });
      return c.body(null, 204);
    })
    .get("/overview", admin, async (c) => c.json(await securityOverview({ database, backupDir: env.BACKUP_DIR, now: clock() })))
    .get("/alerts", admin, async (c) => {
      const { resolved, limit } = parseInput(alertQuery, c.req.query());
      return c.json(await listAlerts({ db, resolved, limit }));
    })
    .post("/alerts/:id/resolve", admin, async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      c.set("audit", { action: "ALERT_RESOLVED", resource: "security_alerts", resourceId: id });
      await resolveAlert({ db, id, userId: currentUser(c).id, now: clock() });
      return c.body(null, 204);
    });
}
