import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { orderStatusEnum, paymentConditionEnum, paymentMethodEnum } from "./enums";

// The shop's clients and their orders: the rows the rest of the shop's tables point at (an order's
// items, files and history, tickets, tracking links).

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The customer account this record belongs to, if any (docs/product.md §3). One record per account;
    // deleting the account keeps the shop's client record (docs/decisions/004).
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    name: varchar("name", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 15 }),
    address: varchar("address", { length: 500 }),
    mapsLocation: varchar("maps_location", { length: 2048 }),
    email: varchar("email", { length: 255 }),
    // Brazilian numbers are stored as digits only and shown formatted (docs/product.md §5).
    cpf: varchar("cpf", { length: 14 }),
    cep: varchar("cep", { length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lists page newest first, the id breaking ties. Read backwards, an ascending index is exactly
    // ORDER BY … DESC (a DESC NULLS LAST one is not), so page 1 reads 20 entries, not every row.
    index("clients_created_id_idx").on(t.createdAt, t.id),
    // Searches match any part of these (ILIKE '%…%'): trigram indexes answer that without reading every client.
    index("clients_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("clients_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
    index("clients_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("clients_cpf_trgm_idx").using("gin", t.cpf.op("gin_trgm_ops")),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The human service-order number (OS nº): sequential, never reused.
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity(),
    // The staff member who created the order; kept as history when that user is deleted.
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    // A client with orders cannot be deleted: the shop's financial history stays whole.
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    brand: varchar("brand", { length: 50 }).notNull(),
    model: varchar("model", { length: 50 }).notNull(),
    device: varchar("device", { length: 100 }).notNull(),
    defect: text("defect").notNull(),
    status: orderStatusEnum("status").notNull().default("novo"),
    paymentCondition: paymentConditionEnum("payment_condition"),
    paymentMethod: paymentMethodEnum("payment_method"),
    warrantyMonths: integer("warranty_months"),
    additionalInfo: text("additional_info"),
    // Intake (docs/product.md §3): what identifies the device, what came with it, in what state.
    serialNumber: varchar("serial_number", { length: 50 }),
    accessories: text("accessories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessoriesNote: varchar("accessories_note", { length: 500 }),
    arrivalCondition: text("arrival_condition"),
    // The customer's unlock code or pattern: staff only, never exported or printed, erased at delivery.
    unlockCode: varchar("unlock_code", { length: 100 }),
    technicianId: text("technician_id").references(() => user.id, { onDelete: "set null" }),
    expectedOn: date("expected_on"),
    technicalReport: text("technical_report"),
    cancelReason: varchar("cancel_reason", { length: 500 }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    pickedUpBy: varchar("picked_up_by", { length: 100 }),
    // A warranty return's original order (docs/decisions/023).
    warrantyOf: uuid("warranty_of").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_technician_expected_idx").on(t.technicianId, t.expectedOn),
    index("orders_expected_idx").on(t.expectedOn),
    index("orders_delivered_idx").on(t.deliveredAt),
    // Every order read lists its warranty returns (order-read.queries.ts): without it, a scan of all orders per row.
    index("orders_warranty_of_idx")
      .on(t.warrantyOf)
      .where(sql`${t.warrantyOf} is not null`),
    // The list's order read backwards (newest first, OS number breaking ties): see clients_created_id_idx.
    index("orders_created_number_idx").on(t.createdAt, t.number),
    index("orders_client_created_idx").on(t.clientId, t.createdAt.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc()),
    // The order search matches any part of brand, model and device (and the client's name, above).
    index("orders_brand_trgm_idx").using("gin", t.brand.op("gin_trgm_ops")),
    index("orders_model_trgm_idx").using("gin", t.model.op("gin_trgm_ops")),
    index("orders_device_trgm_idx").using("gin", t.device.op("gin_trgm_ops")),
    check("orders_warranty_months_check", sql`${t.warrantyMonths} is null or ${t.warrantyMonths} between 0 and 120`),
  ],
);
