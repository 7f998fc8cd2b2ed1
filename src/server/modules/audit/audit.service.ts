import type { AuditLogEntry } from "../../../shared/audit-types";
import type { Db } from "../../db/client";
import { auditLogs } from "../../db/schema/security";

/** What one audit row records: the row the viewer reads, before the database gives it an id and a time. */
export type AuditEntry = Omit<AuditLogEntry, "id" | "createdAt">;

/**
 * Appends one audit row. A failure to audit must never fail the request it describes (spec §8,
 * silent failures), so it is logged and swallowed.
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditLogs).values(entry);
  } catch (error) {
    console.error("audit write failed", entry.action, error);
  }
}
