import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { POSTGRES_POOL_SIZE, PGLITE_OPTIONS, schema, wrapPglite, type Database, type Db } from "@server/db/client";
import type { RawQuery } from "./endpoints";
import type { BenchTarget } from "./targets";

/**
 * The target's database opened the way the server opens it (the same driver; on Postgres a pool of
 * the same size), with two ways in: `database` for createApp() in this process, its queries counted,
 * and `raw` for hand-written SQL straight to the driver.
 */
export interface BenchDriver {
  database: Database;
  /** Queries sent through `database` so far. */
  queryCount(): number;
  raw(query: RawQuery): Promise<unknown[]>;
  close(): Promise<void>;
}

/** The same driver object, but every call of its `query` is counted first. */
function countingQueries<T extends { query: (...args: never[]) => unknown }>(driver: T, onQuery: () => void): T {
  return new Proxy(driver, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== "query") return bound;
      return (...args: unknown[]) => {
        onQuery();
        return bound(...args);
      };
    },
  });
}

export async function openDriver(target: BenchTarget): Promise<BenchDriver> {
  let count = 0;
  const onQuery = () => count++;
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: POSTGRES_POOL_SIZE });
    const counted = countingQueries(pool, onQuery);
    return {
      database: {
        db: drizzlePg(counted, { schema }) as unknown as Db,
        engine: "postgres",
        migrate: () => Promise.resolve(),
        close: () => pool.end(),
      },
      queryCount: () => count,
      raw: async ({ text, params }) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(`${target.dataDir}/pglite`, PGLITE_OPTIONS);
  const counted = countingQueries(client, onQuery);
  return {
    database: wrapPglite(counted),
    queryCount: () => count,
    raw: async ({ text, params }) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}
