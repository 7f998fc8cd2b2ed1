import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../context";
import { parseInput } from "../../lib/validate";
import { currentUser, requireRole } from "../../middleware/guards";
import { listAlerts, resolveAlert } from "./alerts.service";
import { securityOverview } from "./overview.service";

const alertQuery = z.object({
  resolved: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
const idParam = z.object({ id: z.uuid({ error: "Alerta não encontrado" }) });

/** The security dashboard (admin): overview, alerts, resolving them. */
export function securityRoutes({ database, env, clock }: Pick<AppDeps, "database" | "env" | "clock">) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireRole("admin"))
    .get("/overview", async (c) => c.json(await securityOverview({ database, backupDir: env.BACKUP_DIR, now: clock() })))
    .get("/alerts", async (c) => {
      const { resolved, limit } = parseInput(alertQuery, c.req.query());
      return c.json(await listAlerts({ db, resolved, limit }));
    })
    .post("/alerts/:id/resolve", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      c.set("audit", { action: "ALERT_RESOLVED", resource: "security_alerts", resourceId: id });
      await resolveAlert({ db, id, userId: currentUser(c).id, now: clock() });
      return c.body(null, 204);
    });
}
