import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { appointmentPeriodEnum, appointmentStatusEnum, discountTypeEnum } from "./enums";
import { orders } from "./shop";
import { products } from "./stock";

// What an order lists: its services and parts (the quote) and its technical visits.

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

/**
 * A part used on an order (docs/decisions/045): it left stock when it was added, by a stock move that
 * names the order. The name is kept as it was; the unit cost is the one that move carried, for the
 * admin's margin. A discount as a service's: a percentage, or an amount up to the line's value.
 */
export const orderParts = pgTable(
  "order_parts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    description: varchar("description", { length: 120 }).notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2 }).notNull(),
    unitCost: numeric("unit_cost", { precision: 14, scale: 2 }).notNull(),
    discountType: discountTypeEnum("discount_type").notNull().default("porcentagem"),
    discountValue: numeric("discount_value", { precision: 14, scale: 2 }).notNull().default("0"),
    position: integer("position").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_parts_order_id_idx").on(t.orderId),
    index("order_parts_product_id_idx").on(t.productId),
    check("order_parts_quantity_check", sql`${t.quantity} > 0`),
    check("order_parts_amounts_check", sql`${t.unitPrice} >= 0 and ${t.unitCost} >= 0`),
    check(
      "order_parts_discount_check",
      sql`${t.discountValue} >= 0 and (${t.discountType} <> 'porcentagem' or ${t.discountValue} <= 100) and (${t.discountType} <> 'valor' or ${t.discountValue} <= ${t.unitPrice} * ${t.quantity})`,
    ),
  ],
);

/**
 * The part an order in 'Aguardando peça' waits for, and how many (docs/decisions/045): what the shop's
 * 'Comprar' list adds up. Written by the status move that names it, gone when the order moves on.
 */
export const orderAwaitedParts = pgTable(
  "order_awaited_parts",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("order_awaited_parts_product_idx").on(t.productId),
    check("order_awaited_parts_quantity", sql`${t.quantity} > 0`),
  ],
);
