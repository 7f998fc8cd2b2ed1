import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { themeEnum } from "./enums";

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id").primaryKey().references(() => user.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  sms: boolean("sms").notNull().default(false),
  push: boolean("push").notNull().default(true),
  theme: themeEnum("theme").notNull().default("system"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const DEFAULT_COMPANY_NAME = "Assistência Técnica";

// A single row (id = 1): the shop's own details, printed on the service order.
export const companySettings = pgTable("company_settings", {
  id: integer("id").primaryKey().default(1),
  name: varchar("name", { length: 100 }).notNull().default(DEFAULT_COMPANY_NAME),
  cnpj: varchar("cnpj", { length: 18 }),
  phone: varchar("phone", { length: 15 }),
  email: varchar("email", { length: 255 }),
  address: varchar("address", { length: 500 }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("company_settings_single_row", sql`${t.id} = 1`)]);
