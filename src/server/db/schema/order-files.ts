import { sql } from "drizzle-orm";
import { char, check, index, integer, pgTable, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { orders } from "./shop";

// The files an order keeps: its photos and the customer's signature at delivery. Each is held in the
// row (`data`, the embedded default) or in the S3 bucket under `storage_key`, never both, with its
// size and SHA-256 checksum either way (docs/decisions/007, 051).

/** Exactly one of the bytes and the key: no row without its file's place. */
const heldOnce = (data: unknown, key: unknown) => sql`(${data} is null) <> (${key} is null)`;

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
    data: bytea("data"),
    storageKey: varchar("storage_key", { length: 100 }),
    checksum: char("checksum", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_photos_order_id_idx").on(t.orderId),
    uniqueIndex("order_photos_storage_key_idx").on(t.storageKey),
    check("order_photos_size_check", sql`${t.sizeBytes} > 0`),
    check("order_photos_held_once", heldOnce(t.data, t.storageKey)),
  ],
);

/**
 * The customer's signature when the device was picked up (docs/decisions/030): a PNG drawn on the
 * delivery dialog, kept like the photos so backups and the data export hold it.
 */
export const deliverySignatures = pgTable(
  "delivery_signatures",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    image: bytea("image"),
    storageKey: varchar("storage_key", { length: 100 }),
    sizeBytes: integer("size_bytes").notNull(),
    checksum: char("checksum", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("delivery_signatures_storage_key_idx").on(t.storageKey),
    check("delivery_signatures_held_once", heldOnce(t.image, t.storageKey)),
  ],
);
