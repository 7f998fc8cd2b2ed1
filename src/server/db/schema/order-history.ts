import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orderEventKindEnum, orderStatusEnum } from "./enums";
import { orders } from "./shop";

/**
 * An order's history (docs/product.md §4): every creation, status change, assignment, delivery and
 * edit, who did it and when. A customer sees the status changes of their own orders, without notes.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    kind: orderEventKindEnum("kind").notNull(),
    fromStatus: orderStatusEnum("from_status"),
    toStatus: orderStatusEnum("to_status"),
    note: varchar("note", { length: 500 }),
    // What an edit changed (field names) or whom an assignment named.
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    // The moment of the statement, not of the transaction: entries written together keep their order.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("order_events_order_created_idx").on(t.orderId, t.createdAt)],
);
