import { Hono } from "hono";
import type { AppEnv } from "@server/context";
import type { Database } from "@server/db/client";
import { allowAnyone } from "@server/middleware/guards";
import { storageAnswers } from "@server/storage/file-storage";
import type { FileStorage } from "@server/storage/files";
import { databaseAnswers } from "./health.service";

/**
 * GET /api/health: a real query, so "ok" means the database answers, and the bucket's listing when files
 * are in object storage; 503 naming the part that cannot be reached, for the load balancer to take this
 * instance out until it can.
 */
export function healthRoutes(database: Database, storage: FileStorage) {
  return new Hono<AppEnv>().get("/", allowAnyone, async (c) => {
    c.header("Cache-Control", "no-store");
    const [db, files] = await Promise.all([databaseAnswers({ database }), storageAnswers(storage)]);
    const parts = {
      database: db ? "up" : "down",
      storage: storage.bucket ? (files ? "up" : "down") : "database",
    } as const;
    if (!db || !files) return c.json({ status: "unavailable", db: database.engine, ...parts }, 503);
    return c.json({ status: "ok", db: database.engine, ...parts });
  });
}
