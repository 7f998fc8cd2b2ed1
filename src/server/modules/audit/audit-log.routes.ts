import { and, desc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AuditLogPage } from "@shared/audit-types";
import { dateFilterSchema } from "@shared/validation/dates";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { auditLogs } from "@server/db/schema/security";
import { parseInput } from "@server/lib/validate";
import { requireRole } from "@server/middleware/guards";

const dateTime = dateFilterSchema("Data inválida");

// The audit log filter of spec §3: user, action, resource, date range, limit; plus a page.
const filterSchema = z.object({
  user_id: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  resource: z.string().trim().min(1).max(64).optional(),
  from_date: dateTime.optional(),
  to_date: dateTime.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

/** GET /api/audit-logs: the admin's viewer, newest first; metadata always an object. */
export function auditLogRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
    const f = parseInput(filterSchema, c.req.query());
    const where = and(
      f.user_id ? eq(auditLogs.userId, f.user_id) : undefined,
      f.action ? eq(auditLogs.action, f.action) : undefined,
      f.resource ? eq(auditLogs.resource, f.resource) : undefined,
      f.from_date ? gte(auditLogs.createdAt, new Date(f.from_date)) : undefined,
      // A bare day includes the whole of that day.
      f.to_date
        ? lte(auditLogs.createdAt, new Date(f.to_date.length === 10 ? `${f.to_date}T23:59:59.999Z` : f.to_date))
        : undefined,
    );
    const rows = await db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(f.limit + 1)
      .offset((f.page - 1) * f.limit);
    return c.json<AuditLogPage>({
      items: rows
        .slice(0, f.limit)
        .map((r) => ({ ...r, metadata: r.metadata ?? {}, createdAt: r.createdAt.toISOString() })),
      page: f.page,
      hasMore: rows.length > f.limit,
    });
  });
}
