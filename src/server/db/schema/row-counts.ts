import { bigint, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";

/**
 * How many rows a table holds, per status where it has one ('' where it has none), kept by
 * statement-level triggers (migration 0004). The totals of unfiltered lists and the dashboard read
 * these few rows instead of counting every order, ticket and client (docs/decisions/016).
 */
export const rowCounts = pgTable(
  "row_counts",
  {
    tableName: varchar("table_name", { length: 63 }).notNull(),
    status: varchar("status", { length: 32 }).notNull().default(""),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.status] })],
);
