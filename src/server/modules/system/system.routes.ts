import { Hono } from "hono";
import type { AppEnv } from "@server/context";
import type { Database } from "@server/db/client";
import { allow } from "@server/middleware/guards";
import { systemInfo } from "./system.service";

/** GET /api/system: the settings screen's system data (admin). */
export function systemRoutes(database: Database) {
  return new Hono<AppEnv>().get("/", allow("system.read"), async (c) => c.json(await systemInfo({ database })));
}
