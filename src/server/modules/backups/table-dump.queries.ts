import { createHash } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import { open, rm } from "node:fs/promises";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { SELF_REFERENCE_ORDER } from "./backup-tables";

interface TableDump {
  records: number;
  sizeBytes: number;
  checksum: string;
}

/** Rows per fetch: a few hundred KB of JSON for most tables. */
const ROWS_PER_FETCH = 1000;
/**
 * A photo row holding its bytes is up to 5 MB of bytea, twice that as JSON hex: those come one at a
 * time. Rows whose file is in the bucket (the bytes column null) are small and come a batch at a
 * time, read first by a cursor of their own: fetching 50,000 of them one by one took a round trip each.
 */
const BYTES_COLUMN: Record<string, string> = { order_photos: "data" };

/** One cursor's worth of a file: the query (one `line` per row) and the rows per fetch. */
interface DumpPart {
  select: SQL;
  batchSize: number;
}

/**
 * Writes one table as JSON lines (one `row_to_json` per line, each ending in a newline; an empty table
 * is an empty file), reading it through a cursor in batches so that neither this process nor PGlite
 * ever holds the whole table. `tx` is the backup's transaction, so the rows come from its snapshot.
 *
 * The read runs in a savepoint of its own: in PostgreSQL a failed statement aborts the transaction,
 * and rolling back to the savepoint lets the other tables and the catalogue rows still go through.
 * On failure the partial file is deleted and the error is thrown for the caller to report.
 */
export async function dumpTable(tx: Db, table: string, filePath: string): Promise<TableDump> {
  const orderBy = SELF_REFERENCE_ORDER[table as keyof typeof SELF_REFERENCE_ORDER];
  const rows = (where = sql``) =>
    sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t ${where} ${
      orderBy ? sql`order by ${sql.identifier(orderBy)}` : sql``
    }`;
  const bytes = BYTES_COLUMN[table];
  if (!bytes) return dumpLines(tx, [{ select: rows(), batchSize: ROWS_PER_FETCH }], filePath);
  const column = sql.identifier(bytes);
  return dumpLines(
    tx,
    [
      { select: rows(sql`where ${column} is null`), batchSize: ROWS_PER_FETCH },
      { select: rows(sql`where ${column} is not null`), batchSize: 1 },
    ],
    filePath,
  );
}

/**
 * The list of the files whose bytes are in the bucket (docs/decisions/053): one JSON line per photo
 * or signature held by key, with its checksum, size and the order it belongs to, so a restore can
 * check the bucket before it loads any table. Read from the backup's snapshot like the tables.
 */
export async function dumpFileKeys(tx: Db, filePath: string): Promise<TableDump> {
  // Sorted by key in byte order (collate "C"), the order of the bucket's listing the restore walks beside it.
  const select = sql`
    select line from (
      select p.storage_key as key, json_build_object('key', p.storage_key, 'checksum', p.checksum,
        'sizeBytes', p.size_bytes, 'kind', 'photo', 'id', p.id, 'orderId', p.order_id, 'orderNumber', o.number)::text as line
      from order_photos p join orders o on o.id = p.order_id where p.storage_key is not null
      union all
      select s.storage_key, json_build_object('key', s.storage_key, 'checksum', s.checksum,
        'sizeBytes', s.size_bytes, 'kind', 'signature', 'id', s.order_id, 'orderId', s.order_id, 'orderNumber', o.number)::text
      from delivery_signatures s join orders o on o.id = s.order_id where s.storage_key is not null
    ) f order by key collate "C"`;
  return dumpLines(tx, [{ select, batchSize: ROWS_PER_FETCH }], filePath);
}

async function dumpLines(tx: Db, parts: DumpPart[], filePath: string): Promise<TableDump> {
  const file = await open(filePath, "wx");
  try {
    const dump = await tx.transaction((savepoint) => copyRows(savepoint, parts, file));
    await file.close();
    return dump;
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(filePath, { force: true });
    throw error;
  }
}

async function copyRows(tx: Db, parts: DumpPart[], file: FileHandle): Promise<TableDump> {
  const hash = createHash("sha256");
  let records = 0;
  let sizeBytes = 0;
  for (const { select, batchSize } of parts) {
    // A rolled-back savepoint closes the cursors opened in it, so every table can reuse the name.
    await tx.execute(sql`declare backup_rows no scroll cursor for ${select}`);
    for (;;) {
      const rows = await rawRows<{ line: string }>(tx, sql.raw(`fetch ${batchSize} from backup_rows`));
      if (!rows.length) break;
      const chunk = Buffer.from(`${rows.map((r) => r.line).join("\n")}\n`);
      // Awaiting each write is the backpressure: the next batch is read once this one is written.
      await file.write(chunk);
      hash.update(chunk);
      records += rows.length;
      sizeBytes += chunk.length;
      if (rows.length < batchSize) break;
    }
    await tx.execute(sql`close backup_rows`);
  }
  return { records, sizeBytes, checksum: hash.digest("hex") };
}
