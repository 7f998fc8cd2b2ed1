/** One row of GET /api/audit-logs (the server defines no shared type for it). */
export interface AuditLogEntry {
  id: string;
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
  createdAt: string;
}

export interface AuditLogPage {
  items: AuditLogEntry[];
  page: number;
  hasMore: boolean;
}

/** The audit log filter of spec §3; days are the browser's local calendar days (yyyy-MM-dd). */
export interface AuditLogFilter {
  userId: string;
  action: string;
  resource: string;
  fromDay: string;
  toDay: string;
  limit: number;
}

export const EMPTY_AUDIT_FILTER: AuditLogFilter = { userId: "", action: "", resource: "", fromDay: "", toDay: "", limit: 50 };
