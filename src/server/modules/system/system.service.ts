import { desc } from "drizzle-orm";
import type { SystemInfo } from "@shared/api-types";
import type { Database } from "@server/db/client";
import { backups } from "@server/db/schema/security";

const APP_VERSION = "1.0.0";

/** The settings screen's system data, each value read, none assumed. */
export async function systemInfo({ database }: { database: Database }): Promise<SystemInfo> {
  const [last] = await database.db
    .select({ at: backups.completedAt })
    .from(backups)
    .orderBy(desc(backups.completedAt))
    .limit(1);
  return {
    version: APP_VERSION,
    lastBackupAt: last?.at.toISOString() ?? null,
    database: database.engine === "pglite" ? "PGlite" : "PostgreSQL",
  };
}
