import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { consentTypeEnum } from "./enums";

// Consents are an append-only history: the newest record per type is the state (docs/product.md §4).
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    consentType: consentTypeEnum("consent_type").notNull(),
    granted: boolean("granted").notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    version: varchar("version", { length: 20 }).notNull().default("1.0"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_records_user_type_idx").on(t.userId, t.consentType, t.timestamp.desc())],
);

export const termsVersions = pgTable(
  "terms_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    version: varchar("version", { length: 20 }).notNull().unique(),
    isCurrent: boolean("is_current").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("terms_versions_one_current_idx")
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

// Logs of an LGPD controller outlive the account they describe: the user reference is nulled, not cascaded.
export const dataAccessLogs = pgTable(
  "data_access_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    accessedUserData: text("accessed_user_data").notNull(),
    dataType: varchar("data_type", { length: 100 }).notNull(),
    purpose: varchar("purpose", { length: 255 }).notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("data_access_logs_user_idx").on(t.userId, t.timestamp.desc())],
);

export const deletionLogs = pgTable(
  "deletion_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    completed: boolean("completed").notNull().default(false),
    dataDeleted: jsonb("data_deleted").$type<Record<string, unknown>>(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("deletion_logs_completed_idx").on(t.completed, t.timestamp.desc()),
    index("deletion_logs_user_idx").on(t.userId),
  ],
);
