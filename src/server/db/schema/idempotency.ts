import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The Idempotency-Key of a write and its first answer (docs/decisions/049), kept a day in PostgreSQL so
 * every instance replays the same answer. A key belongs to the user who sent it: matched only for
 * them. While response_status is null the first request is still running (or died: see `claim`).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 100 }).notNull(),
    method: varchar("method", { length: 10 }).notNull(),
    path: text("path").notNull(),
    /** SHA-256 (hex) of the request body: the same key with another body is refused. */
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    /** The attempt holding the key: only it stores the answer or releases the claim. */
    claim: uuid("claim").notNull(),
    /**
     * Set by the handler's own transaction as it commits (db/last-step-in-transactions.ts): the write
     * happened, so this key never lets a retry run it again, even if its answer was never stored.
     */
    committed: boolean("committed").notNull().default(false),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);
