import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { orders } from "./shop";

// The files an order keeps in the database: its photos and the customer's signature at delivery.

export const orderPhotos = pgTable(
  "order_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 50 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    // Stored in the database so every server instance serves them and backups hold them (docs/decisions/007).
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_photos_order_id_idx").on(t.orderId), check("order_photos_size_check", sql`${t.sizeBytes} > 0`)],
);

/**
 * The customer's signature when the device was picked up (docs/decisions/030): a PNG drawn on the
 * delivery dialog, kept in the database like the photos so backups and the data export hold it.
 */
export const deliverySignatures = pgTable("delivery_signatures", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  createdAt: createdAt(),
});
