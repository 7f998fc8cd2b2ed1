import type { Db } from "../../db/client";
import { auditLogs } from "../../db/schema/security";

export interface AuditEntry {
  userId: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  requestPath: string | null;
  requestMethod: string | null;
  success: boolean;
  errorDetails: string | null;
  metadata: Record<string, unknown>;
}

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
