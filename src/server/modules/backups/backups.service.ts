import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { BackupRecord } from "@shared/security-types";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { backups } from "@server/db/schema/security";
import { localDate } from "@server/lib/local-date";
import { AppError } from "@server/errors";
import { logger } from "@server/logger";
import { raiseAlert } from "@server/modules/security/alerts.service";
import { fileSha256 } from "./backup-file";
import { BACKUP_TABLES } from "./backup-tables";
import { dumpTable } from "./table-dump.queries";

export const MANIFEST_FILE = "manifest.json";

/** One transaction-scoped advisory lock: only one backup runs at a time across every server instance. */
const BACKUP_LOCK = 0x6ba0c0;

interface BackupRun {
  runId: string;
  directory: string;
  tables: { table: string; records: number; sizeBytes: number; checksum: string }[];
  errors: { table: string; message: string }[];
}

interface BackupOptions {
  db: Db;
  backupDir: string;
  now: Date;
  timeZone: string;
  /** A scheduled run skips when today's backup already exists (another instance made it). */
  scheduled?: boolean;
  /** The tables to back up; tests pass one that fails half-way through. */
  tables?: readonly string[];
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
}: BackupOptions): Promise<BackupRun | null> {
  const runId = randomUUID();
  const day = localDate(now, timeZone);
  const directory = join(backupDir, `${now.toISOString().replace(/[:.]/g, "-")}-${runId.slice(0, 8)}`);
  const fileOf = (table: string) => `${table}-${day}.jsonl`;

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
        // Recorded before the lock is released, so an instance that takes it next sees today's run.
        if (result.tables.length) {
          await tx.insert(backups).values(
            result.tables.map((f) => ({
              name: `${f.table}-${day}`,
              tableName: f.table,
              filePath: join(directory, fileOf(f.table)),
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
      // Nothing was recorded: the files written so far would only be orphans.
      await rm(directory, { recursive: true, force: true });
      throw error;
    });
  if (!run) return null;

  // The manifest lets a restore check every file before loading it, even without this database.
  const manifest = {
    runId,
    createdAt: now.toISOString(),
    day,
    tables: run.tables.map((t) => ({ ...t, file: fileOf(t.table) })),
  };
  await writeFile(join(directory, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  if (run.errors.length) logger.error({ runId: run.runId, errors: run.errors }, "backup finished with errors");
  return run;
}

/**
 * Recomputes the checksum of every completed backup file of the last 7 days; a missing or altered
 * file marks it CORRUPTED and raises a CRITICAL DATA_BREACH alert.
 */
export async function verifyBackups({ db, now }: { db: Db; now: Date }) {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const recent = await db
    .select()
    .from(backups)
    .where(and(eq(backups.status, "COMPLETED"), gte(backups.completedAt, since)))
    .orderBy(desc(backups.completedAt));
  const corrupted: string[] = [];
  for (const backup of recent) {
    const checksum = await fileSha256(backup.filePath).catch(() => null);
    if (checksum === backup.checksum) continue;
    corrupted.push(backup.id);
    await db.update(backups).set({ status: "CORRUPTED" }).where(eq(backups.id, backup.id));
    await raiseAlert({
      db,
      alert: {
        type: "DATA_BREACH",
        severity: "CRITICAL",
        description: `${checksum ? "O arquivo de backup foi alterado (checksum diferente)" : "O arquivo de backup não foi encontrado"}: ${backup.name}, execução ${backup.metadata.run_id.slice(0, 8)}`,
        key: `backup:${backup.id}`,
        metadata: { backupId: backup.id, filePath: backup.filePath },
      },
      now,
    });
  }
  return { checked: recent.length, corrupted: corrupted.length };
}

/** The folder of one backup run, from the files recorded for it. */
export async function findRunDirectory({ db, runId }: { db: Db; runId: string }): Promise<string> {
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
