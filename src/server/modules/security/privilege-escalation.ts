import type { AuditEntry } from "@server/context";
import type { Db } from "@server/db/client";
import { raiseAlert } from "./alerts.service";

/**
 * Watches the audit trail's rows: a signed-in non-admin refused an action the policy grants admins
 * only raises a PRIVILEGE_ESCALATION alert (once per user and resource while it is open).
 */
export async function alertOnPrivilegeEscalation(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  if (!isAdminOnlyRefusal(entry)) return;
  await raiseAlert({
    db,
    alert: {
      type: "PRIVILEGE_ESCALATION",
      severity: "MEDIUM",
      description: `Usuário sem permissão tentou ${entry.requestMethod} ${entry.requestPath}`,
      ipAddress: entry.ipAddress,
      userId: entry.userId,
      key: `forbidden:${entry.userId}:${entry.resource}`,
      metadata: { path: entry.requestPath, method: entry.requestMethod },
    },
    now,
  });
}

function isAdminOnlyRefusal({ action, metadata }: AuditEntry) {
  const required = metadata.required;
  return action === "FORBIDDEN_ACCESS" && Array.isArray(required) && required.length === 1 && required[0] === "admin";
}
