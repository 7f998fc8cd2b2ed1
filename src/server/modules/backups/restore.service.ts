import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { AppError } from "@server/errors";
import { fileSha256, readLines } from "./backup-file";
import { BACKUP_TABLES, IDENTITY_COLUMNS } from "./backup-tables";
import { MANIFEST_FILE } from "./backups.service";

interface Manifest {
  runId: string;
  tables: { table: string; file: string; checksum: string; records: number }[];
}

/** Rows per insert, and the JSON per insert past which it goes early (photos run to 10 MB a line). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Loads a backup run (its folder) into an empty, migrated database: every file is checked against
 * the manifest first, then the tables go in foreign-key order in one transaction, and identity
 * sequences move past the restored values, so OS numbers continue where they were.
 */
export async function restoreBackup({ db, directory }: { db: Db; directory: string }) {
  const manifest = JSON.parse(await readFile(join(directory, MANIFEST_FILE), "utf8")) as Manifest;
  // Every file is checked before anything is inserted; each is read again, line by line, to load it.
  const files = new Map<string, string>();
  for (const entry of manifest.tables) {
    const path = join(directory, entry.file);
    if ((await fileSha256(path)) !== entry.checksum) {
      throw new AppError("VALIDATION_ERROR", `O arquivo ${entry.file} não confere com o checksum do backup`);
    }
    files.set(entry.table, path);
  }

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
  return { runId: manifest.runId, restored };
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
