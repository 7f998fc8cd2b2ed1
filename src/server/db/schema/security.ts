import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { alertSeverityEnum, alertTypeEnum, backupStatusEnum } from "./enums";

export interface BackupMetadata {
  records_count: number;
  backup_type: "DAILY";
  /** The run the file belongs to: one folder, one file per table. */
  run_id: string;
  /** The shop's local day of the run (YYYY-MM-DD). */
  day: string;
  trigger: "manual" | "schedule";
}

export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 255 }).notNull(),
    tableName: varchar("table_name", { length: 100 }).notNull(),
    filePath: text("file_path").notNull(),
    checksum: varchar("checksum", { length: 64 }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    status: backupStatusEnum("status").notNull().default("COMPLETED"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb("metadata").$type<BackupMetadata>().notNull(),
  },
  (t) => [index("backups_completed_at_idx").on(t.completedAt.desc())],
);

export const securityAlerts = pgTable(
  "security_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: alertTypeEnum("type").notNull(),
    severity: alertSeverityEnum("severity").notNull(),
    description: text("description").notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    resolved: boolean("resolved").notNull().default(false),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_alerts_resolved_created_idx").on(t.resolved, t.createdAt.desc())],
);

// The audit trail keeps the actor's id even after the account is deleted, so user_id has no foreign key.
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id"),
    action: varchar("action", { length: 64 }).notNull(),
    resource: varchar("resource", { length: 64 }).notNull(),
    resourceId: text("resource_id"),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    requestPath: text("request_path"),
    requestMethod: varchar("request_method", { length: 10 }),
    success: boolean("success").notNull(),
    errorDetails: text("error_details"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_logs_created_at_idx").on(t.createdAt.desc()),
    index("audit_logs_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("audit_logs_action_created_idx").on(t.action, t.createdAt.desc()),
    index("audit_logs_resource_created_idx").on(t.resource, t.createdAt.desc()),
  ],
);

// One fixed-window counter per (kind, identifier): kept in the database so every server instance counts together.
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    kind: varchar("kind", { length: 32 }).notNull(),
    identifier: text("identifier").notNull(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.identifier] }), index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);
