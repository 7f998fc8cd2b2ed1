import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import type { Database } from "../../db/client";

/** GET /api/health: a real query, so "ok" means the database answers. */
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get("/", async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: "ok", db: database.engine });
  });
}
