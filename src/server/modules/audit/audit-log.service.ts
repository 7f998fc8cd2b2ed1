import { and, desc, eq, getTableColumns, gte, ilike, lte, or, sql } from "drizzle-orm";
import type { AuditLogPage } from "@shared/audit-types";
import type { AuditFilter } from "@shared/validation/audit-filter";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { auditLogs } from "@server/db/schema/security";
import { containsPattern } from "@server/lib/paging";

/**
 * Rows of the users whose name or e-mail holds the text (any case), as `user_id = any(array(…))`: the
 * few matching ids are found first in the small user table, then each is an index lookup on
 * (user_id, created_at) of the large audit table, never a join over all of it.
 */
function actedByUserMatching(text: string) {
  const pattern = containsPattern(text);
  return sql`${auditLogs.userId} = any(array(select ${user.id} from ${user} where ${or(ilike(user.name, pattern), ilike(user.email, pattern))}))`;
}

/**
 * A page of the audit log, newest first; metadata always an object; the acting user's name and e-mail
 * beside their id (null for a request without a session, or an account since deleted).
 */
export async function listAuditLogs({ db, filter }: { db: Db; filter: AuditFilter }): Promise<AuditLogPage> {
  const where = and(
    filter.user ? actedByUserMatching(filter.user) : undefined,
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.resource ? eq(auditLogs.resource, filter.resource) : undefined,
    filter.from ? gte(auditLogs.createdAt, new Date(filter.from)) : undefined,
    // A bare day includes the whole of that day.
    filter.to
      ? lte(auditLogs.createdAt, new Date(filter.to.length === 10 ? `${filter.to}T23:59:59.999Z` : filter.to))
      : undefined,
  );
  const rows = await db
    .select({ ...getTableColumns(auditLogs), userName: user.name, userEmail: user.email })
    .from(auditLogs)
    // A page's rows look up their users by primary key; the filter and the order are the audit table's alone.
    .leftJoin(user, eq(user.id, auditLogs.userId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(filter.limit + 1)
    .offset((filter.page - 1) * filter.limit);
  return {
    items: rows.slice(0, filter.limit).map(({ userName, userEmail, ...r }) => ({
      ...r,
      user: userName !== null && userEmail !== null ? { name: userName, email: userEmail } : null,
      metadata: r.metadata ?? {},
      createdAt: r.createdAt.toISOString(),
    })),
    page: filter.page,
    hasMore: rows.length > filter.limit,
  };
}
