/**
 * Every table a backup holds, parents before children, so a restore can insert them in this order
 * without breaking a foreign key. The list of docs/product.md §9 (profiles → the user table, clients, orders, services,
 * tickets, appointments, audit_logs, security_alerts) plus everything else the app and better-auth keep.
 * Left out: `backups` (the catalogue of the files, not data), `rate_limit_counters` (minutes-long
 * operational state: restored into a server with other limits it would lock people out) and
 * `row_counts` and `order_money` (derived: the restore's inserts rebuild them through their triggers) and `account_tokens`
 * (one-use links that last hours or days: a restore must not bring back links already used) and
 * `idempotency_keys` (a day of first answers: replayed after a restore they would describe rows it replaced).
 */
export const BACKUP_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "clients",
  "orders",
  "order_events",
  "services",
  "appointments",
  "order_photos",
  "order_tracking",
  "quote_decisions",
  "delivery_signatures",
  "products",
  "suppliers",
  "purchases",
  "purchase_items",
  "sales",
  "sale_items",
  "cash_days",
  "payments",
  "cash_moves",
  "cash_counts",
  "cash_corrections",
  "stock_moves",
  "order_parts",
  "order_awaited_parts",
  "tickets",
  "terms_versions",
  "consent_records",
  "data_access_logs",
  "deletion_logs",
  "security_alerts",
  "audit_logs",
  "notification_preferences",
  "notifications",
  "mail_outbox",
  "company_settings",
] as const;

type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * Tables whose rows refer to rows of the same table, dumped in an order that puts the referred row
 * first: a warranty return refers to its original order, which always has the lower OS number; a
 * reversal (estorno) to the payment it undoes, always recorded before it.
 */
export const SELF_REFERENCE_ORDER: Partial<Record<BackupTable, string>> = { orders: "number", payments: "created_at" };

/** Identity columns whose sequences a restore moves past the restored values (OS numbers go on). */
export const IDENTITY_COLUMNS: { table: BackupTable; column: string }[] = [
  { table: "orders", column: "number" },
  { table: "sales", column: "number" },
];
