/**
 * The audit log filter of docs/product.md §3: part of a user's name or e-mail, an action and a resource
 * (their codes; the screen shows their pt-BR words), and days, the browser's local calendar days
 * (yyyy-MM-dd).
 */
export interface AuditLogFilter {
  user: string;
  action: string;
  resource: string;
  fromDay: string;
  toDay: string;
  limit: number;
}

export const EMPTY_AUDIT_FILTER: AuditLogFilter = {
  user: "",
  action: "",
  resource: "",
  fromDay: "",
  toDay: "",
  limit: 50,
};
