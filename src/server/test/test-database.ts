import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPostgres, PGLITE_OPTIONS, wrapPglite } from "@server/db/client";
import { withDatabase } from "./global-setup";

/**
 * A fresh copy of the migrated template, on the engine this vitest project runs; `url` on Postgres.
 * `viaPort` makes the app's connections go through that local port (a fault proxy) instead.
 */
export async function openTestDatabase(viaPort?: number): Promise<Database & { url?: string }> {
  if (process.env.TEST_ENGINE === "postgres") {
    const templateUrl = inject("postgresTemplate");
    const templateName = new URL(templateUrl).pathname.slice(1);
    const name = `bancada_t_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateName}`);
    const url = withDatabase(templateUrl, name);
    const database = openPostgres(viaPort ? throughPort(url, viaPort) : url, 4);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  if (viaPort) throw new Error("a fault proxy needs the Postgres engine");
  const dump = readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([dump]) });
  return wrapPglite(client);
}

/** The same database URL, reached through a local port. */
function throughPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

/** Where the Postgres server of TEST_DATABASE_URL listens, for a proxy to forward to. */
export function postgresAddress(): { host: string; port: number } {
  const u = new URL(inject("postgresTemplate"));
  return { host: u.hostname, port: Number(u.port || 5432) };
}
