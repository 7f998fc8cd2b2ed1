import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rawRows } from "@server/db/raw-rows";
import { backups } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";
import { BACKUP_TABLES } from "./backup-tables";
import { runBackup } from "./backups.service";
import { restoreBackup } from "./restore.service";

const sortedLines = (content: string) => content.split("\n").filter(Boolean).sort();

describe("backups read and write tables in batches", async () => {
  const t = await createTestApp();
  const options = { db: t.db, backupDir: t.env.BACKUP_DIR, timeZone: "America/Sao_Paulo" };
  const recordsOf = (runId: string) =>
    t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${runId}`);

  it("a table of several batches is written whole, checksummed, and restores row for row", async () => {
    // 2,500 rows, more than two fetches; accented text so multi-byte characters cross chunk edges on restore.
    await t.db.execute(sql`
      insert into audit_logs (action, resource, success, metadata, created_at)
      select 'BACKUP_PROBE', 'auditoria', true, jsonb_build_object('i', i, 'nota', repeat('ação nº ' || i || ' ', 20)), now() - i * interval '1 second'
      from generate_series(1, 2500) i`);
    const [{ n: audits } = { n: 0 }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_logs`,
    );
    expect(audits).toBeGreaterThanOrEqual(2500);

    const run = await runBackup({ ...options, now: new Date() });
    expect(run!.errors).toEqual([]);
    const records = await recordsOf(run!.runId);
    expect(records.map((r) => r.tableName).sort()).toEqual([...BACKUP_TABLES, "files"].sort());
    for (const record of records) {
      const content = readFileSync(record.filePath);
      expect(createHash("sha256").update(content).digest("hex"), record.tableName).toBe(record.checksum);
      expect(statSync(record.filePath).size, record.tableName).toBe(record.sizeBytes);
      expect(sortedLines(content.toString("utf8")), record.tableName).toHaveLength(record.metadata.records_count);
      // One line per row, each ending in a newline; an empty table is an empty file.
      if (record.metadata.records_count === 0) expect(content.length, record.tableName).toBe(0);
      else expect(content.at(-1), record.tableName).toBe(0x0a);
    }
    expect(records.some((r) => r.metadata.records_count === 0)).toBe(true);

    const audit = records.find((r) => r.tableName === "audit_logs")!;
    expect(audit.metadata.records_count).toBe(audits);
    const written = sortedLines(readFileSync(audit.filePath, "utf8"));
    const [source] = await rawRows<{ lines: string[] }>(
      t.db,
      sql`select coalesce(array_agg(row_to_json(a)::text), '{}') as lines from audit_logs a`,
    );
    expect(written).toEqual([...source!.lines].sort());

    const target = await createTestApp();
    const restored = await restoreBackup({ db: target.db, directory: run!.directory });
    expect(restored.restored.audit_logs).toBe(audits);
    const [copy] = await rawRows<{ lines: string[] }>(
      target.db,
      sql`select coalesce(array_agg(row_to_json(a)::text), '{}') as lines from audit_logs a`,
    );
    expect([...copy!.lines].sort()).toEqual(written);
  });

  it("a table that fails half-way is reported, its partial file removed, and the tables after it still recorded", async () => {
    // Rows 1 to 1,999 read fine, so the first batch is already on disk when row 2,000 divides by zero.
    await t.db.execute(
      sql`create view backup_probe_failing as select i, 1 / (2000 - i) as x from generate_series(1, 2500) i`,
    );
    const run = await runBackup({
      ...options,
      now: new Date(),
      tables: ["clients", "backup_probe_failing", "orders", "audit_logs"],
    });

    expect(run!.errors).toEqual([
      { table: "backup_probe_failing", message: expect.stringMatching(/division by zero/) },
    ]);
    expect(run!.tables.map((f) => f.table)).toEqual(["clients", "orders", "audit_logs"]);
    const records = await recordsOf(run!.runId);
    expect(records.map((r) => [r.tableName, r.status]).sort()).toEqual([
      ["audit_logs", "COMPLETED"],
      ["clients", "COMPLETED"],
      ["files", "COMPLETED"],
      ["orders", "COMPLETED"],
    ]);
    const files = readdirSync(run!.directory);
    expect(files.some((f) => f.startsWith("backup_probe_failing"))).toBe(false);
    // The three tables, the list of the files in the bucket, the manifest.
    expect(files).toHaveLength(5);
    const manifest = JSON.parse(readFileSync(join(run!.directory, "manifest.json"), "utf8")) as {
      tables: { table: string }[];
    };
    expect(manifest.tables.map((f) => f.table)).toEqual(["clients", "orders", "audit_logs"]);
    for (const record of records) expect(existsSync(record.filePath)).toBe(true);
  });
});
