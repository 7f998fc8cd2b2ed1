import { sql } from "drizzle-orm";
import type { PixKeyType } from "@shared/pix/pix-key";
import type { WhatsappTemplates } from "@shared/whatsapp";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { themeEnum } from "./enums";

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  sms: boolean("sms").notNull().default(false),
  push: boolean("push").notNull().default(true),
  theme: themeEnum("theme").notNull().default("system"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const DEFAULT_COMPANY_NAME = "Assistência Técnica";

// A single row (id = 1): the shop's own details, printed on the service order.
export const companySettings = pgTable(
  "company_settings",
  {
    id: integer("id").primaryKey().default(1),
    name: varchar("name", { length: 100 }).notNull().default(DEFAULT_COMPANY_NAME),
    cnpj: varchar("cnpj", { length: 18 }),
    phone: varchar("phone", { length: 15 }),
    email: varchar("email", { length: 255 }),
    address: varchar("address", { length: 500 }),
    cep: varchar("cep", { length: 8 }),
    // Printed under the service order; a pt-BR default until the admin writes the shop's own.
    warrantyTerms: text("warranty_terms"),
    // The WhatsApp messages per status the admin wrote; null keys use the pt-BR defaults (docs/decisions/031).
    whatsappTemplates: jsonb("whatsapp_templates").$type<Partial<WhatsappTemplates>>(),
    // The shop's Pix key and receiver, as the static BR Code carries them (docs/decisions/038).
    pixKeyType: varchar("pix_key_type", { length: 10 }).$type<PixKeyType>(),
    pixKey: varchar("pix_key", { length: 77 }),
    pixReceiverName: varchar("pix_receiver_name", { length: 25 }),
    pixReceiverCity: varchar("pix_receiver_city", { length: 15 }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("company_settings_single_row", sql`${t.id} = 1`)],
);

// What the bell shows: one row per recipient, read when they open the list.
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    /** The app path the notification opens, such as /tickets or /orders/<id>/edit. */
    link: varchar("link", { length: 300 }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt.desc())],
);
