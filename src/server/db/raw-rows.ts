import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }` (PGlite's result and node-postgres'
 * QueryResult); the shared database type cannot say so, hence the one cast here.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
