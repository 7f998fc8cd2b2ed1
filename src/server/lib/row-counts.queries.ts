import type { Db } from "@server/db/client";
import { preparedPerDb } from "@server/db/prepared";
import { rowCounts } from "@server/db/schema/row-counts";

type CountedTable = "orders" | "tickets" | "clients";

interface TableCount {
  total: number;
  /** Rows per status ('' for a table without one). */
  byStatus: Record<string, number>;
}

// The whole table is a handful of rows (one per table and status): read all, keep what was asked.
const allRowCounts = preparedPerDb((db) => db.select().from(rowCounts).prepare("row_counts_all"));

/**
 * The whole-table totals the triggers keep (schema/row-counts.ts), in one small read: what an
 * unfiltered list shows as its total and the dashboard as its cards, without counting every row.
 */
export async function readRowCounts<T extends CountedTable>(
  db: Db,
  tables: readonly T[],
): Promise<Record<T, TableCount>> {
  const rows = await allRowCounts(db).execute();
  const counts = Object.fromEntries(tables.map((t) => [t, { total: 0, byStatus: {} }])) as Record<T, TableCount>;
  for (const row of rows) {
    const count = counts[row.tableName as T];
    if (!count) continue;
    count.total += row.n;
    count.byStatus[row.status] = row.n;
  }
  return counts;
}

/** One table's total, or one status's count of it: what an unfiltered list shows as its total. */
export async function countRows(db: Db, table: CountedTable, status?: string): Promise<number> {
  const { [table]: counted } = await readRowCounts(db, [table]);
  return status === undefined ? counted.total : (counted.byStatus[status] ?? 0);
}
