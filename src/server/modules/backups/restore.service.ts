import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import type { BackupRestoreResult } from "@shared/security-types";
import { AppError } from "@server/errors";
import type { Bucket } from "@server/storage/bucket";
import { fileSha256, readLines } from "./backup-file";
import { downloadRun, keyOf } from "./backup-bucket";
import { checkListedFiles } from "./backup-file-check";
import { BACKUP_TABLES, IDENTITY_COLUMNS } from "./backup-tables";
import { MANIFEST_FILE } from "./backups.service";

interface ManifestFile {
  file: string;
  checksum: string;
  records: number;
}

interface Manifest {
  runId: string;
  tables: (ManifestFile & { table: string })[];
  /** The photos and signatures in the bucket (runs before docs/decisions/053 have none). */
  files?: ManifestFile | null;
}

/** A file of the run checked against the manifest before it is read. */
async function checkedPath(directory: string, entry: ManifestFile): Promise<string> {
  const path = join(directory, entry.file);
  if ((await fileSha256(path).catch(() => null)) !== entry.checksum)
    throw new AppError("VALIDATION_ERROR", `O arquivo ${entry.file} não confere com o checksum do backup`);
  return path;
}

/**
 * Restores a run wherever it is (docs/decisions/053): a folder, or s3://<bucket>/backups/<run folder>,
 * read into a temporary folder first (streamed to disk) and removed after.
 */
export async function restoreRun({
  db,
  location,
  bucket,
  workDir,
}: {
  db: Db;
  location: string;
  bucket: Bucket | null;
  /** Where a run from the bucket is downloaded to (BACKUP_DIR); the system's temporary folder by default. */
  workDir?: string;
}): Promise<BackupRestoreResult> {
  const key = keyOf(location, bucket);
  if (key === null || !bucket) return restoreBackup({ db, directory: location, bucket });
  const run = await downloadRun(bucket, `${key.replace(/\/$/, "")}/`, MANIFEST_FILE, workDir);
  try {
    return await restoreBackup({ db, directory: run.directory, bucket });
  } finally {
    await run.done();
  }
}

/** Rows per insert, and the JSON per insert past which it goes early (photos run to 10 MB a line). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Loads a backup run (its folder) into an empty, migrated database: every file is checked against
 * the manifest first, then the tables go in foreign-key order in one transaction, and identity
 * sequences move past the restored values, so OS numbers continue where they were.
 *
 * The photos and signatures the run lists in the bucket are checked before loading (present, of
 * their size): missing ones do not stop the restore (after a disaster the data matters more than a
 * few photos) but are answered one by one, with their order (docs/decisions/053).
 */
export async function restoreBackup({
  db,
  directory,
  bucket = null,
}: {
  db: Db;
  directory: string;
  bucket?: Bucket | null;
}): Promise<BackupRestoreResult> {
  const manifest = JSON.parse(await readFile(join(directory, MANIFEST_FILE), "utf8")) as Manifest;
  // Every file is checked before anything is inserted; each is read again, line by line, to load it.
  const files = new Map<string, string>();
  for (const entry of manifest.tables) files.set(entry.table, await checkedPath(directory, entry));
  const list = manifest.files ? await checkedPath(directory, manifest.files) : null;
  const checkedFiles = await checkListedFiles(bucket, list);

  const restored: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const [users] = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from "user"`);
    const [clientsCount] = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from clients`);
    if ((users?.n ?? 0) > 0 || (clientsCount?.n ?? 0) > 0)
      throw new AppError("CONFLICT", "A restauração só pode ser feita em um banco de dados vazio");

    for (const table of BACKUP_TABLES) {
      const path = files.get(table);
      if (path === undefined) continue;
      restored[table] = await loadTable(tx, table, path);
    }
    for (const { table, column } of IDENTITY_COLUMNS) {
      const target = sql.identifier(table);
      const col = sql.identifier(column);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${col}) from ${target}), 0) + 1, false)`,
      );
    }
  });
  return { runId: manifest.runId, restored, files: checkedFiles };
}

/** Inserts a file's rows a batch at a time, so only one batch of it is ever in memory; returns the count. */
async function loadTable(tx: Db, table: string, path: string): Promise<number> {
  const target = sql.identifier(table);
  const insert = (rows: string[]) =>
    tx.execute(
      sql`insert into ${target} overriding system value select * from json_populate_recordset(null::${target}, ${`[${rows.join(",")}]`}::json)`,
    );
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  for await (const line of readLines(path)) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    count++;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) await insert(batch);
  return count;
}
