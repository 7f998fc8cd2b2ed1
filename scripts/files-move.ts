// Moves the photos and signatures between the database and the bucket of S3_* (docs/decisions/052):
//   npm run files:move -- --to s3|db [--batch N]
// The database is the one `npm start` uses (DATA_DIR, or DATABASE_URL). With Postgres the app keeps
// serving during the move; the embedded database (PGlite) is one process per folder: stop the server
// first. A run stopped anywhere (killed, the bucket away) resumes by running the same command again.
import { type Database, openDatabase } from "@server/db/client";
import { type Env, readEnv } from "@server/env";
import { describeStartupFailure, type StartupPhase } from "@server/startup-failure";
import { fileStorage } from "@server/storage/file-storage";
import type { FilePlace } from "@server/storage/file-moves.queries";
import { type MoveProgress, type MoveSummary, moveFiles } from "@server/storage/move-files";

const USAGE = "usage: npm run files:move -- --to s3|db [--batch N]";
const FAILURES_SHOWN = 10;

function parseArgs(args: string[]): { to: FilePlace; batchSize: number } | null {
  let to: FilePlace | undefined;
  let batchSize = 25;
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = (args[i] ?? "").split("=", 2);
    const value = inline ?? args[++i];
    if (name === "--to" && (value === "s3" || value === "db")) to = value;
    else if (name === "--batch" && /^[1-9]\d{0,3}$/.test(value ?? "")) batchSize = Number(value);
    else return null;
  }
  return to ? { to, batchSize } : null;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `[#####-----] 1234/5000 files 24.1 MB 12 files/s`: one line, redrawn on a terminal, else one per batch. */
function progressLine(progress: MoveProgress, started: number): string {
  const width = 20;
  const filled = progress.total ? Math.round((progress.done / progress.total) * width) : width;
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  const rate = Math.round(progress.done / seconds);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${progress.done}/${progress.total} files ${megabytes(progress.bytes)} ${rate} files/s`;
}

function printSummary(summary: MoveSummary) {
  const where = summary.to === "s3" ? "to the bucket" : "into the database";
  const rows: [string, string | number][] = [
    ["moved", summary.moved],
    ["bytes", megabytes(summary.bytes)],
    ["skipped (already there)", summary.alreadyThere],
    ["skipped (changed meanwhile)", summary.changed],
    ["failed", summary.failed.length],
    ["time", `${summary.seconds.toFixed(1)} s`],
  ];
  console.log(`Files moved ${where}:`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(28)} ${value}`);
  for (const failure of summary.failed.slice(0, FAILURES_SHOWN))
    console.log(`  failed: ${failure.kind} ${failure.id}: ${failure.reason}`);
  if (summary.failed.length > FAILURES_SHOWN)
    console.log(`  … and ${summary.failed.length - FAILURES_SHOWN} more failed (run again to see them)`);
  if (summary.stopped) console.log(`Stopped before the end: ${summary.stopped}; run the same command again to resume`);
}

const args = parseArgs(process.argv.slice(2));
if (!args) {
  console.error(USAGE);
  process.exit(2);
}

let env: Env | undefined;
let phase: StartupPhase = "database";
let database: Database | undefined;
let storage: ReturnType<typeof fileStorage>;
try {
  env = readEnv();
  storage = fileStorage(env);
  if (!storage.bucket) {
    console.error(
      `Moving files ${args.to === "s3" ? "to" : "from"} object storage needs its bucket: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as the server has them`,
    );
    process.exit(1);
  }
  phase = "storage";
  await storage.bucket.check();
  phase = "database";
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
} catch (error) {
  // The same one line start-up gives: the cause, and the variable to change.
  console.error(describeStartupFailure(error, phase, env));
  await database?.close().catch(() => undefined);
  process.exit(1);
}

const started = Date.now();
const terminal = process.stderr.isTTY;
let drawn = false;
try {
  const summary = await moveFiles({
    db: database.db,
    storage,
    to: args.to,
    batchSize: args.batchSize,
    onProgress(progress, endOfBatch) {
      if (terminal) {
        process.stderr.write(`\r${progressLine(progress, started)}\x1b[K`);
        drawn = true;
      } else if (endOfBatch) process.stderr.write(`${progressLine(progress, started)}\n`);
    },
  });
  if (drawn) process.stderr.write("\n");
  printSummary(summary);
  process.exitCode = summary.failed.length > 0 || summary.stopped ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
