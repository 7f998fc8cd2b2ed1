import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { appointmentPeriodEnum, appointmentStatusEnum, discountTypeEnum } from "./enums";
import { orders } from "./shop";

// What an order lists: its services (the quote) and its technical visits.

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    description: varchar("description", { length: 1000 }).notNull(),
    value: numeric("value", { precision: 14, scale: 2 }).notNull(),
    discountType: discountTypeEnum("discount_type").notNull().default("porcentagem"),
    discountValue: numeric("discount_value", { precision: 14, scale: 2 }).notNull().default("0"),
    /** The order the services were listed in on the form, kept on every read. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("services_order_id_idx").on(t.orderId),
    check("services_value_check", sql`${t.value} >= 0`),
    check(
      "services_discount_check",
      sql`${t.discountValue} >= 0 and (${t.discountType} <> 'porcentagem' or ${t.discountValue} <= 100) and (${t.discountType} <> 'valor' or ${t.discountValue} <= ${t.value})`,
    ),
  ],
);

export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    period: appointmentPeriodEnum("period").notNull().default("manha"),
    status: appointmentStatusEnum("status").notNull().default("nao_confirmado"),
    createdAt: createdAt(),
  },
  (t) => [index("appointments_order_id_idx").on(t.orderId), index("appointments_date_idx").on(t.date)],
);
