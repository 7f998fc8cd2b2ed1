import { Hono } from "hono";
import { auditFilterSchema } from "@shared/validation/audit-filter";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { listAuditLogs } from "./audit-log.service";

/** GET /api/audit-logs: the admin's viewer. */
export function auditLogRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", allow("audit.read"), input("query", auditFilterSchema), async (c) =>
    c.json(await listAuditLogs({ db, filter: c.req.valid("query") })),
  );
}
