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
import * as auth from "./schema/auth";
import * as shop from "./schema/shop";
import * as privacy from "./schema/privacy";
import * as rowCounts from "./schema/row-counts";
import * as security from "./schema/security";
import * as settings from "./schema/settings";

export const schema = { ...auth, ...shop, ...privacy, ...security, ...settings, ...rowCounts };

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

export function openPostgres(url: string, poolSize = POSTGRES_POOL_SIZE): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  // PGlite does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  return wrapPglite(client);
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl)) : openPglite(`${options.dataDir}/pglite`);
}
