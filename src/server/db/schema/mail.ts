import { index, integer, pgEnum, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { ACCOUNT_TOKEN_PURPOSES, OUTBOX_STATUSES } from "@shared/mail";
import { user } from "./auth";
import { clients } from "./shop";

export const outboxStatusEnum = pgEnum("outbox_status", OUTBOX_STATUSES);
export const accountTokenPurposeEnum = pgEnum("account_token_purpose", ACCOUNT_TOKEN_PURPOSES);

/**
 * Every e-mail the app sends, written in the transaction of the event that causes it and delivered
 * by the mail job (modules/mail/delivery.service.ts). `link` holds a one-use link apart from the body (which
 * carries a placeholder), so it can be dropped once sent: only its hash stays, in account_tokens.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: varchar("to_address", { length: 255 }).notNull(),
    // The account it was written for, if any: the data export lists a customer's messages by it.
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 40 }).notNull(),
    subject: varchar("subject", { length: 200 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    link: text("link"),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // While `sending`, the instance that claimed it owns it until then; a crash frees it afterwards.
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt.desc()),
    index("mail_outbox_user_idx").on(t.userId),
  ],
);

/** One-use links: confirm an e-mail, accept an invitation, reset a password. Only the token's SHA-256 is kept. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: accountTokenPurposeEnum("purpose").notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 255 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId), index("account_tokens_client_idx").on(t.clientId)],
);
