import { Hono } from "hono";
import type { AppEnv } from "@server/context";
import type { Database } from "@server/db/client";
import { allowAnyone } from "@server/middleware/guards";
import { databaseAnswers } from "./health.service";

/**
 * GET /api/health: a real query, so "ok" means the database answers; 503 while it cannot be
 * reached, for the load balancer to take this instance out until it can.
 */
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get("/", allowAnyone, async (c) => {
    c.header("Cache-Control", "no-store");
    if (!(await databaseAnswers({ database }))) {
      return c.json({ status: "unavailable", db: database.engine, database: "down" }, 503);
    }
    return c.json({ status: "ok", db: database.engine });
  });
}
