import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { discountTypeEnum } from "./enums";
import { clients } from "./shop";
import { products } from "./stock";

/**
 * A counter sale (venda balcão, docs/decisions/048): parts and accessories sold without an order, paid
 * at once by one payment row that names it, the stock out by moves that name it. Never edited or
 * deleted: a reversal marks it (who, when, why) beside the estorno and the devolução moves it adds.
 */
export const sales = pgTable(
  "sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The sale's number on its receipt (Venda nº): sequential, never reused.
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity(),
    /** The customer, when the shop names one (a walk-in sale has none). */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    soldBy: text("sold_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    reversedBy: text("reversed_by").references(() => user.id, { onDelete: "set null" }),
    reversalReason: varchar("reversal_reason", { length: 500 }),
  },
  (t) => [
    index("sales_created_idx").on(t.createdAt),
    index("sales_client_idx")
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    check("sales_reversal", sql`(${t.reversedAt} is null) = (${t.reversalReason} is null)`),
  ],
);

/** A part sold: its name and price as they were, and the unit cost its stock move carried (the admin's margin). */
export const saleItems = pgTable(
  "sale_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    description: varchar("description", { length: 120 }).notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2 }).notNull(),
    unitCost: numeric("unit_cost", { precision: 14, scale: 2 }).notNull(),
    discountType: discountTypeEnum("discount_type").notNull().default("porcentagem"),
    discountValue: numeric("discount_value", { precision: 14, scale: 2 }).notNull().default("0"),
    position: integer("position").notNull(),
  },
  (t) => [
    index("sale_items_sale_idx").on(t.saleId, t.position),
    index("sale_items_product_idx").on(t.productId),
    check("sale_items_quantity_check", sql`${t.quantity} > 0`),
    check("sale_items_amounts_check", sql`${t.unitPrice} >= 0 and ${t.unitCost} >= 0`),
    check(
      "sale_items_discount_check",
      sql`${t.discountValue} >= 0 and (${t.discountType} <> 'porcentagem' or ${t.discountValue} <= 100) and (${t.discountType} <> 'valor' or ${t.discountValue} <= ${t.unitPrice} * ${t.quantity})`,
    ),
  ],
);

export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
