import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { and, desc, gte, sql } from "drizzle-orm";
import type { BackupRecord } from "@shared/security-types";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { backups } from "@server/db/schema/security";
import { localDate } from "@server/lib/local-date";
import { AppError } from "@server/errors";
import { logger } from "@server/logger";
import type { Bucket } from "@server/storage/bucket";
import { bucketLocation, deleteKeys, runPrefix, uploadRun } from "./backup-bucket";
import { BACKUP_TABLES } from "./backup-tables";
import { dumpFileKeys, dumpTable } from "./table-dump.queries";

export const MANIFEST_FILE = "manifest.json";
/** The `table_name` of a run's list of the files in the bucket (not a table: restore checks it, never loads it). */
export const FILE_LIST = "files";

/** One transaction-scoped advisory lock: only one backup runs at a time across every server instance. */
export const BACKUP_LOCK = 0x6ba0c0;

interface BackupRun {
  runId: string;
  directory: string;
  tables: { table: string; records: number; sizeBytes: number; checksum: string }[];
  errors: { table: string; message: string }[];
}

type Dumped = BackupRun["tables"][number];

interface BackupOptions {
  db: Db;
  backupDir: string;
  now: Date;
  timeZone: string;
  /** A scheduled run skips when today's backup already exists (another instance made it). */
  scheduled?: boolean;
  /** The tables to back up; tests pass one that fails half-way through. */
  tables?: readonly string[];
  /** S3_* set: the run goes to the bucket (backups/<run folder>/), the local folder only on the way. */
  bucket?: Bucket | null;
}

/** Drizzle wraps a database error in "Failed query: <the SQL>"; the admin needs the database's reason. */
function failureReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * Writes one JSON-lines file per table into a folder of its own for this run, all read from one
 * consistent snapshot and streamed to disk in batches, each recorded with its SHA-256 checksum, size
 * and row count. A table that fails is reported in `errors` (its partial file removed) and the others
 * still complete. Returns null when another instance holds the lock, or (scheduled) when today's
 * backup exists.
 */
export async function runBackup({
  db,
  backupDir,
  now,
  timeZone,
  scheduled = false,
  tables = BACKUP_TABLES,
  bucket = null,
}: BackupOptions): Promise<BackupRun | null> {
  const runId = randomUUID();
  const day = localDate(now, timeZone);
  const folder = `${now.toISOString().replace(/[:.]/g, "-")}-${runId.slice(0, 8)}`;
  const directory = join(backupDir, folder);
  const fileOf = (table: string) => `${table}-${day}.jsonl`;
  const locationOf = (table: string) =>
    bucket ? bucketLocation(bucket, `${runPrefix(folder)}${fileOf(table)}`) : join(directory, fileOf(table));
  const uploaded: string[] = [];

  const run = await db
    .transaction(
      async (tx): Promise<BackupRun | null> => {
        const [lock] = await rawRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`,
        );
        if (!lock?.locked) return null;
        if (scheduled) {
          const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
          const [today] = await tx
            .select({ id: backups.id })
            .from(backups)
            .where(and(gte(backups.completedAt, since), sql`${backups.metadata}->>'day' = ${day}`))
            .limit(1);
          if (today) return null;
        }
        // Each file is written while the snapshot is open, a batch at a time: holding a table whole
        // before writing it took hundreds of MB at 100,000 orders.
        await mkdir(directory, { recursive: true });
        const result: BackupRun = { runId, directory, tables: [], errors: [] };
        for (const table of tables) {
          try {
            result.tables.push({ table, ...(await dumpTable(tx, table, join(directory, fileOf(table)))) });
          } catch (error) {
            result.errors.push({ table, message: failureReason(error) });
          }
        }
        // The files whose bytes are in the bucket, with their checksums: the backup holds their keys, not them.
        let files: Dumped | null = null;
        try {
          files = { table: FILE_LIST, ...(await dumpFileKeys(tx, join(directory, fileOf(FILE_LIST)))) };
        } catch (error) {
          result.errors.push({ table: FILE_LIST, message: failureReason(error) });
        }
        // The manifest lets a restore check every file before loading it, even without this database.
        const manifest = {
          runId,
          createdAt: now.toISOString(),
          day,
          tables: result.tables.map((t) => ({ ...t, file: fileOf(t.table) })),
          files: files && { ...files, file: fileOf(FILE_LIST) },
        };
        await writeFile(join(directory, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
        // Up before anything is recorded: a bucket that fails fails the run, and the catch removes what went.
        if (bucket) await uploadRun(bucket, { directory, folder, manifest: MANIFEST_FILE, written: uploaded });
        // Recorded before the lock is released, so an instance that takes it next sees today's run.
        const recorded = files ? [...result.tables, files] : result.tables;
        if (result.tables.length) {
          await tx.insert(backups).values(
            recorded.map((f) => ({
              name: `${f.table}-${day}`,
              tableName: f.table,
              filePath: locationOf(f.table),
              checksum: f.checksum,
              sizeBytes: f.sizeBytes,
              status: "COMPLETED" as const,
              completedAt: now,
              metadata: {
                records_count: f.records,
                backup_type: "DAILY" as const,
                run_id: runId,
                day,
                trigger: scheduled ? ("schedule" as const) : ("manual" as const),
              },
            })),
          );
        }
        return result;
      },
      { isolationLevel: "repeatable read" },
    )
    .catch(async (error: unknown) => {
      // Nothing was recorded: the files written so far, here or in the bucket, would only be orphans.
      await rm(directory, { recursive: true, force: true });
      if (bucket) await deleteKeys(bucket, uploaded);
      throw error;
    });
  // In the bucket, the local folder was only the way there.
  if (bucket) await rm(directory, { recursive: true, force: true });
  if (!run) return null;
  if (run.errors.length) logger.error({ runId: run.runId, errors: run.errors }, "backup finished with errors");
  return run;
}

/** Where one backup run is, from the files recorded for it: its folder, or s3://<bucket>/backups/<run folder>. */
export async function findRunLocation({ db, runId }: { db: Db; runId: string }): Promise<string> {
  const [file] = await db
    .select({ filePath: backups.filePath })
    .from(backups)
    .where(sql`${backups.metadata}->>'run_id' = ${runId}`)
    .limit(1);
  if (!file) throw new AppError("NOT_FOUND", "Backup não encontrado");
  return dirname(file.filePath);
}

export async function listBackups({ db, limit = 100 }: { db: Db; limit?: number }): Promise<BackupRecord[]> {
  const rows = await db.select().from(backups).orderBy(desc(backups.completedAt), backups.tableName).limit(limit);
  return rows.map((b) => ({ ...b, completedAt: b.completedAt.toISOString() }));
}
