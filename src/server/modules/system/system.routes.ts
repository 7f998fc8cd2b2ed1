import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { SystemInfo } from "@shared/api-types";
import type { AppEnv } from "@server/context";
import type { Database } from "@server/db/client";
import { backups } from "@server/db/schema/security";
import { requireRole } from "@server/middleware/guards";

export const APP_VERSION = "1.0.0";

/** GET /api/system: the settings screen's system data (admin), each value read, none assumed. */
export function systemRoutes(database: Database) {
  return new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
    const [last] = await database.db
      .select({ at: backups.completedAt })
      .from(backups)
      .orderBy(desc(backups.completedAt))
      .limit(1);
    return c.json<SystemInfo>({
      version: APP_VERSION,
      lastBackupAt: last?.at.toISOString() ?? null,
      database: database.engine === "pglite" ? "PGlite" : "PostgreSQL",
    });
  });
}
