/** One row of GET /api/audit-logs, as the admin's viewer reads it. */
export interface AuditLogEntry {
  id: string;
  userId: string | null;
  /**
   * The acting user's account, for showing them by name; null when the row has no user (a request
   * without a session) or the account no longer exists (userId is kept).
   */
  user: { name: string; email: string } | null;
  /** The raw code (src/shared/audit-actions.ts has its pt-BR words). */
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
