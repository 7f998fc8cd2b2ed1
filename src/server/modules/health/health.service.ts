import { sql } from "drizzle-orm";
import type { Database } from "@server/db/client";
import { isDatabaseUnavailable } from "@server/db/faults";

/** Whether the database answers a real query; any fault but its being unreachable is thrown. */
export async function databaseAnswers({ database }: { database: Database }): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return false;
  }
}
