import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { DiscountType } from "@shared/money";
import { user } from "./auth";
import { orders } from "./shop";

/**
 * An order's public tracking link (docs/decisions/029). The token is never stored: it is an HMAC of
 * the nonce under the server's secret, so the printout can show it again, and only its SHA-256 is kept
 * for the lookup. Revoking clears the hash; renewing draws a new nonce.
 */
export const orderTracking = pgTable("order_tracking", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  nonce: varchar("nonce", { length: 32 }).notNull(),
  tokenHash: varchar("token_hash", { length: 64 }).unique(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  views: integer("views").notNull().default(0),
  firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
  lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One service as the customer saw it when they answered the quote. Amounts are decimal strings. */
interface QuotedService {
  description: string;
  value: string;
  discountType: DiscountType;
  discountValue: string;
  total: string;
}

/** One part as the customer saw it: its name, units, their price and discount, the line's total. */
interface QuotedPart {
  description: string;
  quantity: number;
  unitPrice: string;
  discountType: DiscountType;
  discountValue: string;
  total: string;
}

/**
 * The exact quote a customer approved or refused: its services in the order's order, its parts (the key
 * only when it has some, so a quote of services alone keeps the hash it always had), and the total.
 */
export interface QuoteSnapshot {
  services: QuotedService[];
  parts?: QuotedPart[];
  total: string;
}

/**
 * The customer's answer to a quote: the exact services and total they saw, who typed their name, from
 * which address and browser. An approval holds while the order's services still hash to `quoteHash`.
 */
export const quoteDecisions = pgTable(
  "quote_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    decision: varchar("decision", { length: 10 }).$type<"aprovado" | "recusado">().notNull(),
    signerName: varchar("signer_name", { length: 100 }),
    reason: varchar("reason", { length: 500 }),
    quote: jsonb("quote").$type<QuoteSnapshot>().notNull(),
    quoteHash: varchar("quote_hash", { length: 64 }).notNull(),
    total: numeric("total", { precision: 14, scale: 2 }).notNull(),
    /** Where the answer came from: the public tracking link, or the customer's signed-in portal. */
    channel: varchar("channel", { length: 10 }).$type<"link" | "portal">().notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ipAddress: varchar("ip_address", { length: 45 }),
    userAgent: varchar("user_agent", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_decisions_order_created_idx").on(t.orderId, t.createdAt)],
);
