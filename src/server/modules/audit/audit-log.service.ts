import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { AuditLogPage } from "@shared/audit-types";
import type { AuditFilter } from "@shared/validation/audit-filter";
import type { Db } from "@server/db/client";
import { auditLogs } from "@server/db/schema/security";

/** A page of the audit log, newest first; metadata always an object. */
export async function listAuditLogs(db: Db, f: AuditFilter): Promise<AuditLogPage> {
  const where = and(
    f.userId ? eq(auditLogs.userId, f.userId) : undefined,
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.resource ? eq(auditLogs.resource, f.resource) : undefined,
    f.from ? gte(auditLogs.createdAt, new Date(f.from)) : undefined,
    // A bare day includes the whole of that day.
    f.to ? lte(auditLogs.createdAt, new Date(f.to.length === 10 ? `${f.to}T23:59:59.999Z` : f.to)) : undefined,
  );
  const rows = await db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(f.limit + 1)
    .offset((f.page - 1) * f.limit);
  return {
    items: rows
      .slice(0, f.limit)
      .map((r) => ({ ...r, metadata: r.metadata ?? {}, createdAt: r.createdAt.toISOString() })),
    page: f.page,
    hasMore: rows.length > f.limit,
  };
}
