/** The audit log filter of docs/product.md §3; days are the browser's local calendar days (yyyy-MM-dd). */
export interface AuditLogFilter {
  userId: string;
  action: string;
  resource: string;
  fromDay: string;
  toDay: string;
  limit: number;
}

export const EMPTY_AUDIT_FILTER: AuditLogFilter = {
  userId: "",
  action: "",
  resource: "",
  fromDay: "",
  toDay: "",
  limit: 50,
};
