import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { StockMoveKind } from "@shared/stock-types";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { sales } from "./sales";
import { orders } from "./shop";

// Parts and stock (docs/decisions/043): a catalog, and a ledger of moves that explains every change of
// a quantity. Amounts are numeric(14,2) here and integer centavos in code, as the money's.
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });

/**
 * A part or accessory. Its quantity on hand moves only with a stock_moves row, by a relative update in
 * the same transaction (modules/stock/stock-moves.service.ts), and the database refuses a negative
 * one: two takes of the last unit cannot both succeed. A part that was used is made inactive, never
 * deleted.
 */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 120 }).notNull(),
    sku: varchar("sku", { length: 40 }),
    barcode: varchar("barcode", { length: 32 }),
    fits: varchar("fits", { length: 500 }),
    location: varchar("location", { length: 60 }),
    /** The average cost of the units on hand, moved by purchases (entradas at a cost). */
    cost: amount("cost").notNull().default("0"),
    price: amount("price").notNull().default("0"),
    quantity: integer("quantity").notNull().default(0),
    minimum: integer("minimum").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_sku_idx")
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    uniqueIndex("products_barcode_idx")
      .on(t.barcode)
      .where(sql`${t.barcode} is not null`),
    index("products_created_id_idx").on(t.createdAt, t.id),
    index("products_name_idx").on(t.name, t.id),
    // The catalog's search matches any part of these (ILIKE '%…%'), as the clients' does.
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("products_sku_trgm_idx").using("gin", t.sku.op("gin_trgm_ops")),
    index("products_barcode_trgm_idx").using("gin", t.barcode.op("gin_trgm_ops")),
    index("products_fits_trgm_idx").using("gin", t.fits.op("gin_trgm_ops")),
    check("products_quantity_not_negative", sql`${t.quantity} >= 0`),
    check("products_minimum_not_negative", sql`${t.minimum} >= 0`),
    check("products_cost_not_negative", sql`${t.cost} >= 0`),
    check("products_price_not_negative", sql`${t.price} >= 0`),
  ],
);

export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 120 }).notNull(),
    // Digits only, shown formatted (docs/decisions/024).
    cnpj: varchar("cnpj", { length: 14 }),
    contact: varchar("contact", { length: 100 }),
    phone: varchar("phone", { length: 15 }),
    email: varchar("email", { length: 255 }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("suppliers_cnpj_idx")
      .on(t.cnpj)
      .where(sql`${t.cnpj} is not null`),
    index("suppliers_name_idx").on(t.name),
  ],
);

/** A purchase from a supplier: its items came in as entradas at their cost, in its transaction. */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    purchasedOn: date("purchased_on").notNull(),
    invoiceNumber: varchar("invoice_number", { length: 60 }),
    note: varchar("note", { length: 500 }),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("purchases_created_idx").on(t.createdAt, t.id),
    index("purchases_supplier_idx").on(t.supplierId, t.purchasedOn),
  ],
);

export const purchaseItems = pgTable(
  "purchase_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "restrict" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    unitCost: amount("unit_cost").notNull(),
  },
  (t) => [
    index("purchase_items_purchase_idx").on(t.purchaseId),
    index("purchase_items_product_idx").on(t.productId),
    check("purchase_items_quantity_positive", sql`${t.quantity} > 0`),
    check("purchase_items_cost_not_negative", sql`${t.unitCost} >= 0`),
  ],
);

/**
 * The ledger: every change of a product's quantity, never edited or deleted. Who, when, how many
 * (signed, never zero, its sign what its kind means), the unit cost at that moment, the quantity after
 * it, and what it belongs to: a purchase, an order or a counter sale.
 */
export const stockMoves = pgTable(
  "stock_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    kind: varchar("kind", { length: 10 }).$type<StockMoveKind>().notNull(),
    delta: integer("delta").notNull(),
    unitCost: amount("unit_cost"),
    quantityAfter: integer("quantity_after").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    purchaseId: uuid("purchase_id").references(() => purchases.id, { onDelete: "restrict" }),
    saleId: uuid("sale_id").references((): AnyPgColumn => sales.id, { onDelete: "restrict" }),
    reason: varchar("reason", { length: 500 }),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_moves_product_idx").on(t.productId, t.createdAt),
    index("stock_moves_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index("stock_moves_purchase_idx")
      .on(t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
    index("stock_moves_sale_idx")
      .on(t.saleId)
      .where(sql`${t.saleId} is not null`),
    check("stock_moves_kind", sql`${t.kind} in ('entrada', 'saida', 'devolucao', 'ajuste')`),
    check(
      "stock_moves_delta_sign",
      sql`${t.delta} <> 0 and (${t.kind} not in ('entrada', 'devolucao') or ${t.delta} > 0) and (${t.kind} <> 'saida' or ${t.delta} < 0)`,
    ),
    check("stock_moves_quantity_after", sql`${t.quantityAfter} >= 0`),
    check("stock_moves_adjustment_reason", sql`${t.kind} <> 'ajuste' or ${t.reason} is not null`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
