import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { AppError } from "../../errors";
import { BACKUP_TABLES, IDENTITY_COLUMNS } from "./backup-tables";
import { MANIFEST_FILE } from "./backups.service";

interface Manifest {
  runId: string;
  tables: { table: string; file: string; checksum: string; records: number }[];
}

const BATCH = 500;

/**
 * Loads a backup run (its folder) into an empty, migrated database: every file is checked against
 * the manifest first, then the tables go in foreign-key order in one transaction, and identity
 * sequences move past the restored values, so OS numbers continue where they were.
 */
export async function restoreBackup({ db, directory }: { db: Db; directory: string }) {
  const manifest = JSON.parse(await readFile(join(directory, MANIFEST_FILE), "utf8")) as Manifest;
  const files = new Map<string, string>();
  for (const entry of manifest.tables) {
    const content = await readFile(join(directory, entry.file), "utf8");
    if (createHash("sha256").update(content).digest("hex") !== entry.checksum) {
      throw new AppError("VALIDATION_ERROR", `O arquivo ${entry.file} não confere com o checksum do backup`);
    }
    files.set(entry.table, content);
  }

  const restored: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const [users] = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from "user"`);
    const [clientsCount] = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from clients`);
    if ((users?.n ?? 0) > 0 || (clientsCount?.n ?? 0) > 0) throw new AppError("CONFLICT", "A restauração só pode ser feita em um banco de dados vazio");

    for (const table of BACKUP_TABLES) {
      const content = files.get(table);
      if (content === undefined) continue;
      const rows = content.split("\n").filter(Boolean);
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = `[${rows.slice(i, i + BATCH).join(",")}]`;
        const target = sql.identifier(table);
        await tx.execute(sql`insert into ${target} overriding system value select * from json_populate_recordset(null::${target}, ${batch}::json)`);
      }
      restored[table] = rows.length;
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
