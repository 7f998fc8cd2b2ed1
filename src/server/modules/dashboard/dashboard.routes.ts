import { Hono } from "hono";
import type { DashboardStats } from "@shared/api-types";
import type { AppDeps, AppEnv } from "@server/context";
import { allow, currentUser } from "@server/middleware/guards";
import { getDashboardStats } from "./dashboard.service";
import { revenuePanels, workflowPanels } from "./workflow.service";

/**
 * GET /api/dashboard: the stat cards and the Pedidos badge, for any signed-in user; /workflow: the
 * staff's panels; /revenue: the admin's figures.
 */
export function dashboardRoutes({ database, env, clock }: Pick<AppDeps, "database" | "env" | "clock">) {
  const at = () => ({ db: database.db, now: clock(), timeZone: env.APP_TIMEZONE });
  return new Hono<AppEnv>()
    .get("/workflow", allow("dashboard.workflow"), async (c) => c.json(await workflowPanels(at())))
    .get("/revenue", allow("dashboard.revenue"), async (c) => c.json(await revenuePanels(at())))
    .get("/", allow("dashboard.read"), async (c) => {
      const stats = await getDashboardStats({
        db: database.db,
        user: currentUser(c),
        now: clock(),
        timeZone: env.APP_TIMEZONE,
      });
      return c.json<DashboardStats>(stats);
    });
}
