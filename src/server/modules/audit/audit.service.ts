import type { AuditEntry } from "@server/context";
import type { Db } from "@server/db/client";
import { auditLogs } from "@server/db/schema/security";
import { storableJson, storableText } from "@server/lib/storable-text";
import { besideRequestLevel, logger } from "@server/logger";

// Room for what a request can put in a row: its columns' own sizes, and enough of the free text
// (a browser's user agent, a path) to tell what happened, never what a caller chooses to send.
const MAX = {
  action: 64,
  resource: 64,
  resourceId: 200,
  ipAddress: 64,
  userAgent: 512,
  requestPath: 1024,
  errorDetails: 1000,
};

const orNull = (text: string | null, max: number) => (text === null ? null : storableText(text, max));

/**
 * Appends one audit row, its text made storable first, so no input can make the row fail. A
 * failure to audit (the database gone) must never fail the request it describes (docs/product.md §8, silent
 * failures): it is logged and swallowed.
 */
export async function writeAudit({ db, entry }: { db: Db; entry: AuditEntry }): Promise<void> {
  const row = {
    ...entry,
    action: storableText(entry.action, MAX.action),
    resource: storableText(entry.resource, MAX.resource),
    resourceId: orNull(entry.resourceId, MAX.resourceId),
    ipAddress: orNull(entry.ipAddress, MAX.ipAddress),
    userAgent: orNull(entry.userAgent, MAX.userAgent),
    requestPath: orNull(entry.requestPath, MAX.requestPath),
    errorDetails: orNull(entry.errorDetails, MAX.errorDetails),
    metadata: storableJson(entry.metadata) as Record<string, unknown>,
  };
  try {
    await db.insert(auditLogs).values(row);
  } catch (error) {
    logger[besideRequestLevel(error)]({ err: error, action: row.action }, "audit write failed");
  }
}
