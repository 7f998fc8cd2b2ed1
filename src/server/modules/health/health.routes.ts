import { Hono } from "hono";
import type { AppEnv } from "@server/context";
import type { Database } from "@server/db/client";
import { allowAnyone } from "@server/middleware/guards";
import { storageAnswers } from "@server/storage/file-storage";
import type { FileStorage } from "@server/storage/files";
import { databaseAnswers, type HealthCheck, runChecks } from "./health.service";

interface HealthOptions {
  database: Database;
  storage: FileStorage;
  /** True once SIGTERM started draining (src/server/shutdown.ts). */
  draining?: () => boolean;
}

/**
 * The probes of balancers and supervisors (docs/decisions/050), never cached. The checks are the
 * database's real query and, when files are in object storage, the bucket's listing:
 * - GET /api/health/live: the process runs and serves HTTP; it asks nothing, so a database outage
 *   never gets a healthy process restarted.
 * - GET /api/health/ready: 200 when every check answers; 503 naming those down, and 503 as soon as a
 *   SIGTERM starts draining, for the balancer to stop sending here before the port closes.
 * - GET /api/health: the first probe, `{ status, db, database, storage }` (storage "database" when
 *   files are rows), 503 naming the part down; it does not follow draining.
 */
export function healthRoutes({ database, storage, draining = () => false }: HealthOptions) {
  const checks: HealthCheck[] = [{ name: "database", answers: () => databaseAnswers({ database }) }];
  if (storage.bucket) checks.push({ name: "storage", answers: (signal) => storageAnswers(storage, signal) });
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/", allowAnyone, async (c) => {
      const states = await runChecks({ checks });
      const parts = { database: states.database!, storage: states.storage ?? ("database" as const) };
      if (Object.values(states).includes("down"))
        return c.json({ status: "unavailable", db: database.engine, ...parts }, 503);
      return c.json({ status: "ok", db: database.engine, ...parts });
    })
    .get("/live", allowAnyone, (c) => c.json({ status: "ok" }))
    .get("/ready", allowAnyone, async (c) => {
      if (draining()) return c.json({ status: "draining" }, 503);
      const states = await runChecks({ checks });
      const ready = !Object.values(states).includes("down");
      return c.json({ status: ready ? "ok" : "unavailable", checks: states }, ready ? 200 : 503);
    });
}
