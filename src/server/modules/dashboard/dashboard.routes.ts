import { Hono } from "hono";
import type { DashboardStats } from "@shared/api-types";
import type { AppDeps, AppEnv } from "@server/context";
import { allow, currentUser } from "@server/middleware/guards";
import { getDashboardStats } from "./dashboard.service";

/** GET /api/dashboard: the stat cards and the Pedidos badge, for any signed-in user. */
export function dashboardRoutes({ database, env, clock }: Pick<AppDeps, "database" | "env" | "clock">) {
  return new Hono<AppEnv>().get("/", allow("dashboard.read"), async (c) => {
    const stats = await getDashboardStats({
      db: database.db,
      user: currentUser(c),
      now: clock(),
      timeZone: env.APP_TIMEZONE,
    });
    return c.json<DashboardStats>(stats);
  });
}
