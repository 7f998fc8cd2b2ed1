import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { Engine } from "./options";

/** The auth secret of every bench database and server: benchmarks only, never a real deployment. */
const BENCH_SECRET = "bancada-bench-secret-not-for-production-0123456789";

/** One database the bench seeds and measures: an engine at a size. */
export interface BenchTarget {
  engine: Engine;
  orders: number;
  label: string;
  /** The folder DATA_DIR points at (PGlite's files, or only backups and the secret on Postgres). */
  dataDir: string;
  databaseUrl?: string;
}

export const sizeLabel = (orders: number) => (orders % 1000 === 0 ? `${orders / 1000}k` : String(orders));

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function benchTarget(engine: Engine, orders: number, postgresUrl: string | undefined): BenchTarget {
  const label = sizeLabel(orders);
  const dataDir = join(tmpdir(), "bancada-bench", `${engine}-${label}`);
  if (engine === "pglite") return { engine, orders, label, dataDir };
  return { engine, orders, label, dataDir, databaseUrl: withDatabase(postgresUrl!, `bancada_bench_${label}`) };
}

/**
 * The environment the seed and the server run with: this target's database, the bench secret, no
 * demo data, and nothing inherited that would point them elsewhere (DATABASE_URL, an admin, a port).
 */
export function targetEnv(target: BenchTarget, extra: Record<string, string> = {}): Record<string, string | undefined> {
  const {
    DATABASE_URL: _db,
    DATA_DIR: _dir,
    ADMIN_EMAIL: _email,
    ADMIN_PASSWORD: _password,
    PORT: _port,
    APP_URL: _url,
    ...inherited
  } = process.env;
  return {
    ...inherited,
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    BETTER_AUTH_SECRET: BENCH_SECRET,
    SEED_DEMO: "false",
    ...extra,
  };
}

/** Drops and creates the target's database (a Postgres database, or PGlite's folder). */
async function recreate(target: BenchTarget) {
  rmSync(target.dataDir, { recursive: true, force: true });
  if (!target.databaseUrl) return;
  const name = new URL(target.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: withDatabase(target.databaseUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Runs `npm run seed:scale` for the target, in a process of its own (PGlite allows one per folder). */
export async function seedTarget(target: BenchTarget): Promise<void> {
  await recreate(target);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/seed-scale.ts", "--orders", String(target.orders)],
    { env: targetEnv(target), stdio: "inherit" },
  );
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`seeding ${target.engine} ${target.label} failed (exit ${code})`);
}
