import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { logger } from "@server/logger";
import { lockDataDir } from "./data-dir-lock";
import { isDatabaseUnavailable } from "./faults";
import { endingWithLastStep } from "./last-step-in-transactions";
import * as auth from "./schema/auth";
import * as shop from "./schema/shop";
import * as orderItems from "./schema/order-items";
import * as orderFiles from "./schema/order-files";
import * as orderHistory from "./schema/order-history";
import * as tickets from "./schema/tickets";
import * as privacy from "./schema/privacy";
import * as rowCounts from "./schema/row-counts";
import * as security from "./schema/security";
import * as settings from "./schema/settings";
import * as mail from "./schema/mail";

export const schema = {
  ...auth,
  ...shop,
  ...orderItems,
  ...orderFiles,
  ...orderHistory,
  ...tickets,
  ...privacy,
  ...security,
  ...settings,
  ...mail,
  ...rowCounts,
};

/** The one database type both engines share: services never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: DbEngine;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Connections per server instance on Postgres (the benchmark's raw-SQL floor uses as many). */
export const POSTGRES_POOL_SIZE = 10;

/** How every PGlite of the app is created: with the extensions the migrations create (PGlite loads them at start). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/** How long a new connection may take before the request waiting for it fails (503), and a restore target is refused. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgres(url: string, poolSize = POSTGRES_POOL_SIZE): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection that PostgreSQL ends (a restart, pg_terminate_backend, a cut network) is an 'error'
  // event; unheard, it would end the process. Idle, the pool reports it here and drops it; checked
  // out (a transaction between two queries), its next query fails and the pool drops it on release.
  // Either way the next request gets a new connection, so service resumes when the server is back.
  pool.on("error", (error) =>
    logger.error({ cause: error.message, code: (error as { code?: string }).code }, "database connection lost"),
  );
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool, { schema });
  db.transaction = endingWithLastStep(
    transactionsReleasingTheirClient(pool) as Db["transaction"],
  ) as typeof db.transaction;
  return {
    db: db as unknown as Db,
    engine: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * drizzle 0.45 takes a pooled client for a transaction and runs BEGIN before the try that gives it
 * back: a BEGIN that fails (a connection the server had ended) leaks the client, and ten faults
 * exhaust the pool for good (drizzle-orm#6241). So transactions take their client here, run on a
 * drizzle bound to it (one per client, made once), and always give it back: destroyed when its
 * connection failed, so the pool opens a new one.
 */
function transactionsReleasingTheirClient(pool: pg.Pool) {
  const bound = new WeakMap<pg.PoolClient, ReturnType<typeof drizzlePg<typeof schema, pg.PoolClient>>>();
  const onClient = (client: pg.PoolClient) => {
    let db = bound.get(client);
    if (!db) bound.set(client, (db = drizzlePg(client, { schema })));
    return db;
  };
  return (async (run, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      return await onClient(client).transaction(run as never, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  }) as ReturnType<typeof drizzlePg<typeof schema>>["transaction"];
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  db.transaction = endingWithLastStep(db.transaction.bind(db) as Db["transaction"]) as typeof db.transaction;
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Closed already, after a fault or by a test, there is nothing left to close.
    close: () => (client.closed ? Promise.resolve() : client.close()),
  };
}

/** The embedded database in a folder, held by this process until closed (one process per folder: data-dir-lock.ts). */
export async function openPglite(dataDir: string): Promise<Database> {
  // PGlite does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const database = wrapPglite(await PGlite.create(dataDir, PGLITE_OPTIONS));
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(`${options.dataDir}/pglite`);
}
