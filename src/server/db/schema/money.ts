import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { CashMoveKind } from "@shared/cash";
import type { PaymentDirection, PaymentKind } from "@shared/payments";
import { user } from "./auth";
import { paymentMethodEnum } from "./enums";
import { sales } from "./sales";
import { orders } from "./shop";

// The shop's money (docs/decisions/038): rows are only ever added. Amounts are numeric(14,2) here and
// integer centavos in code; every one is positive, its sense given by its kind or direction.
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });

/**
 * A day of the shop's cash register (caixa): opened with the float in the drawer, closed with what was
 * counted. At most one is open at a time: the partial unique index makes a second open fail even when
 * two are asked for at once.
 */
export const cashDays = pgTable(
  "cash_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    openedBy: userRef("opened_by"),
    openingFloat: amount("opening_float").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: userRef("closed_by"),
    closingNote: varchar("closing_note", { length: 500 }),
  },
  (t) => [
    uniqueIndex("cash_days_one_open_idx")
      .on(sql`(true)`)
      .where(sql`${t.closedAt} is null`),
    index("cash_days_opened_idx").on(t.openedAt),
    check("cash_days_float_not_negative", sql`${t.openingFloat} >= 0`),
  ],
);

/**
 * Money received on an order or for a counter sale (exactly one of the two), handed back, or a
 * reversal (estorno) of either: never edited, never deleted. A reversal points at the row it undoes, at most once (unique), and moves money the other
 * way. Recorded while the cash register is open, a row belongs to that day.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // An order with money on it is never deleted: its payments keep it (cancel it instead).
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    saleId: uuid("sale_id").references(() => sales.id, { onDelete: "restrict" }),
    kind: varchar("kind", { length: 10 }).$type<PaymentKind>().notNull(),
    direction: varchar("direction", { length: 7 }).$type<PaymentDirection>().notNull(),
    method: paymentMethodEnum("method").notNull(),
    amount: amount("amount").notNull(),
    installments: smallint("installments"),
    cashTendered: amount("cash_tendered"),
    paidOn: date("paid_on").notNull(),
    receivedBy: userRef("received_by"),
    recordedBy: userRef("recorded_by"),
    note: varchar("note", { length: 500 }),
    reverses: uuid("reverses")
      .unique()
      .references((): AnyPgColumn => payments.id, { onDelete: "restrict" }),
    reason: varchar("reason", { length: 500 }),
    cashDayId: uuid("cash_day_id").references(() => cashDays.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId, t.createdAt),
    index("payments_paid_on_idx").on(t.paidOn),
    index("payments_cash_day_idx").on(t.cashDayId),
    index("payments_sale_idx")
      .on(t.saleId)
      .where(sql`${t.saleId} is not null`),
    check("payments_order_or_sale", sql`(${t.orderId} is null) <> (${t.saleId} is null)`),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_kind", sql`${t.kind} in ('pagamento', 'reembolso', 'estorno')`),
    check("payments_direction", sql`${t.direction} in ('entrada', 'saida')`),
    // What a kind means: money in, money out, or the opposite of what it undoes (set by the service).
    check(
      "payments_kind_direction",
      sql`(${t.kind} <> 'pagamento' or ${t.direction} = 'entrada') and (${t.kind} <> 'reembolso' or ${t.direction} = 'saida')`,
    ),
    check("payments_reversal_points", sql`(${t.kind} = 'estorno') = (${t.reverses} is not null)`),
    check(
      "payments_installments",
      sql`${t.installments} is null or (${t.method} = 'cartao_credito' and ${t.installments} between 1 and 24)`,
    ),
    check(
      "payments_tendered",
      sql`${t.cashTendered} is null or (${t.method} = 'dinheiro' and ${t.cashTendered} >= ${t.amount})`,
    ),
  ],
);

/** Cash put into the drawer (suprimento), taken out (sangria), or spent (despesa, with its category). */
export const cashMoves = pgTable(
  "cash_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cashDayId: uuid("cash_day_id")
      .notNull()
      .references(() => cashDays.id, { onDelete: "restrict" }),
    kind: varchar("kind", { length: 12 }).$type<CashMoveKind>().notNull(),
    amount: amount("amount").notNull(),
    category: varchar("category", { length: 60 }),
    note: varchar("note", { length: 500 }),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("cash_moves_day_idx").on(t.cashDayId, t.createdAt),
    check("cash_moves_amount_positive", sql`${t.amount} > 0`),
    check("cash_moves_kind", sql`${t.kind} in ('suprimento', 'sangria', 'despesa')`),
  ],
);

/** At closing, per method: what the rows said should be there, and what was counted. */
export const cashCounts = pgTable(
  "cash_counts",
  {
    cashDayId: uuid("cash_day_id")
      .notNull()
      .references(() => cashDays.id, { onDelete: "restrict" }),
    method: paymentMethodEnum("method").notNull(),
    expected: amount("expected").notNull(),
    counted: amount("counted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cashDayId, t.method] })],
);

/** An admin's correction of a closed day's count: a new row with its reason, never an edit. */
export const cashCorrections = pgTable(
  "cash_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cashDayId: uuid("cash_day_id")
      .notNull()
      .references(() => cashDays.id, { onDelete: "restrict" }),
    method: paymentMethodEnum("method").notNull(),
    // What was counted, as corrected; the count it corrects stays in cash_counts.
    counted: amount("counted").notNull(),
    reason: varchar("reason", { length: 500 }).notNull(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("cash_corrections_day_idx").on(t.cashDayId, t.createdAt)],
);

/**
 * Each order's services total, money received (net) and, once delivered, its delivery time: kept by
 * the database's triggers on orders, services and payments (migration 0011). An index of the
 * balances, so what customers owe is read from the few delivered orders with money due instead of
 * summing every order's rows. The rows stay the truth (a test holds the two equal); this is derived,
 * like row_counts: out of backups, rebuilt by a restore's inserts.
 */
export const orderMoney = pgTable(
  "order_money",
  {
    orderId: uuid("order_id").primaryKey(),
    total: amount("total").notNull().default("0"),
    paid: amount("paid").notNull().default("0"),
    /** The order's delivered_at while its status is 'entregue'; null otherwise. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    // What customers owe (docs/decisions/038): delivered orders with money due, oldest first. total and
    // paid are in the key so the totals by age read the index alone (an index-only scan), not the table.
    index("order_money_owed_idx")
      .on(t.deliveredAt, t.orderId, t.total, t.paid)
      .where(sql`${t.deliveredAt} is not null and ${t.total} > ${t.paid}`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
