import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Order, OrderPhoto } from "@shared/order-types";
import type { BackupRestoreResult } from "@shared/security-types";
import { orderPhotos } from "@server/db/schema/order-files";
import { backups } from "@server/db/schema/security";
import { clients } from "@server/db/schema/shop";
import { sha256 } from "@server/storage/files";
import { startS3Server } from "@server/test/s3-server";
import { createTestApp } from "@server/test/test-app";
import { BACKUP_TABLES } from "./backup-tables";
import { pruneBackups } from "./backup-retention.service";
import { runBackup } from "./backups.service";
import { restoreRun } from "./restore.service";

// A whole 1×1 PNG, and a "photo" big enough to be told from any other bytes in a dump.
const SIGNATURE = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 0x5a)]);
const DAY_MS = 24 * 60 * 60 * 1000;
const BUCKET_DOWN =
  "Armazenamento de objetos indisponível: o backup não foi feito e nada foi registrado. Tente novamente em instantes.";

// Backups with object storage (docs/decisions/053): a real S3-protocol server that checks every signature.
describe("backups with the files in an S3 bucket", async () => {
  const s3 = await startS3Server();
  afterAll(() => s3.stop());
  const t = await createTestApp({ s3: s3.env });
  const [admin, tecnico] = await Promise.all([t.signedIn("admin"), t.signedIn("tecnico")]);
  const [client] = await t.db
    .insert(clients)
    .values({ name: "Bucket da Silva", phone: "(11) 3000-1234", address: "Rua do Balde, 5" })
    .returning();
  const order = (await (
    await tecnico.request("/api/orders", {
      json: { clientId: client!.id, brand: "Sony", model: "Bravia", device: "TV", defect: "Sem imagem" },
    })
  ).json()) as Order;
  const form = new FormData();
  form.append("photos", new File([new Uint8Array(PHOTO)], "tv.jpg", { type: "image/jpeg" }));
  const uploaded = await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body: form });
  const [photo] = ((await uploaded.json()) as { photos: OrderPhoto[] }).photos;
  await tecnico.request(`/api/orders/${order.id}/status`, { json: { status: "concluido" } });
  const delivered = await tecnico.request(`/api/orders/${order.id}/status`, {
    json: { status: "entregue", pickedUpBy: "Ana", signature: `data:image/png;base64,${SIGNATURE.toString("base64")}` },
  });
  const photoKey = (await t.db.execute(sql`select storage_key from order_photos`)) as unknown as {
    rows: { storage_key: string }[];
  };
  const signatureKey = (await t.db.execute(sql`select storage_key from delivery_signatures`)) as unknown as {
    rows: { storage_key: string }[];
  };

  const textOf = async (key: string) => new Response((await s3.bucket.get(key))!.body).text();
  const rowsOf = (runId: string) =>
    t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${runId}`);
  const keysUnder = async (prefix: string) => (await s3.bucket.list(prefix)).objects.map((o) => o.key);
  async function backUp() {
    const res = await admin.request("/api/backups", { json: {} });
    expect(res.status).toBe(201);
    return (await res.json()) as { runId: string; errors: unknown[] };
  }
  const keyIn = (rows: { tableName: string; filePath: string }[], table: string) =>
    rows
      .find((r) => r.tableName === table)!
      .filePath.split("/")
      .slice(3)
      .join("/");
  const prefixOf = (filePath: string) => filePath.slice(`s3://${s3.env.S3_BUCKET}/`.length).replace(/[^/]+$/, "");

  it("keeps the run in the bucket: the files' keys with their checksums, never their bytes", async () => {
    expect(uploaded.status).toBe(201);
    expect(delivered.status).toBe(200);
    const run = await backUp();
    expect(run.errors).toEqual([]);
    const rows = await rowsOf(run.runId);
    expect(rows.map((r) => r.tableName).sort()).toEqual([...BACKUP_TABLES, "files"].sort());
    for (const row of rows)
      expect(row.filePath).toMatch(/^s3:\/\/bancada-test\/backups\/[^/]+\/[a-z_]+-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const prefix = prefixOf(rows[0]!.filePath);
    const stored = await keysUnder(prefix);
    expect(stored.sort()).toEqual(
      [...rows.map((r) => prefixOf(r.filePath) + r.filePath.split("/").at(-1)), `${prefix}manifest.json`].sort(),
    );
    // Each object is the file its row recorded, byte for byte.
    for (const row of rows)
      expect(sha256(Buffer.from(await textOf(row.filePath.split("/").slice(3).join("/"))))).toBe(row.checksum);
    // The local folder was only the way there.
    expect(existsSync(t.env.BACKUP_DIR) ? readdirSync(t.env.BACKUP_DIR) : []).toEqual([]);

    const manifest = JSON.parse(await textOf(`${prefix}manifest.json`)) as {
      files: { file: string; records: number; checksum: string };
    };
    expect(manifest.files).toMatchObject({ records: 2, checksum: rows.find((r) => r.tableName === "files")!.checksum });
    const listed = (await textOf(`${prefix}${manifest.files.file}`))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as unknown);
    expect(listed).toEqual([
      {
        key: photoKey.rows[0]!.storage_key,
        checksum: sha256(PHOTO),
        sizeBytes: PHOTO.length,
        kind: "photo",
        id: photo!.id,
        orderId: order.id,
        orderNumber: order.number,
      },
      {
        key: signatureKey.rows[0]!.storage_key,
        checksum: sha256(SIGNATURE),
        sizeBytes: SIGNATURE.length,
        kind: "signature",
        id: order.id,
        orderId: order.id,
        orderNumber: order.number,
      },
    ]);
    const photoRows = await textOf(
      rows
        .find((r) => r.tableName === "order_photos")!
        .filePath.split("/")
        .slice(3)
        .join("/"),
    );
    expect(JSON.parse(photoRows.trim())).toMatchObject({ data: null, storage_key: photoKey.rows[0]!.storage_key });
    expect(photoRows).not.toContain(PHOTO.subarray(4, 64).toString("hex"));
  });

  it("dumps photos held in their rows beside those in the bucket, both restored, only the bucket's listed", async () => {
    // A photo from before the bucket, its bytes in the row, and two more in the bucket.
    const older = Buffer.concat([PHOTO, Buffer.from("antiga")]);
    await t.db.insert(orderPhotos).values({
      orderId: order.id,
      fileName: "antiga.jpg",
      mimeType: "image/jpeg",
      sizeBytes: older.length,
      data: older,
      checksum: sha256(older),
    });
    const more = new FormData();
    for (const name of ["a.jpg", "b.jpg"])
      more.append("photos", new File([new Uint8Array(PHOTO)], name, { type: "image/jpeg" }));
    expect((await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body: more })).status).toBe(201);
    const run = await runBackup({
      db: t.db,
      backupDir: t.env.BACKUP_DIR,
      timeZone: "America/Sao_Paulo",
      now: new Date(),
      bucket: t.storage.bucket,
    });
    const rows = await rowsOf(run!.runId);
    const dumped = (await textOf(keyIn(rows, "order_photos")))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { data: string | null; file_name: string });
    expect(dumped.map((r) => r.file_name).sort()).toEqual(["a.jpg", "antiga.jpg", "b.jpg", "tv.jpg"]);
    expect(dumped.find((r) => r.file_name === "antiga.jpg")!.data).toBe(`\\x${older.toString("hex")}`);
    expect(rows.find((r) => r.tableName === "files")!.metadata.records_count).toBe(4);

    const target = await createTestApp({ s3: s3.env });
    const location = `s3://${s3.env.S3_BUCKET}/${prefixOf(rows[0]!.filePath)}`;
    const result = await restoreRun({ db: target.db, location, bucket: target.storage.bucket });
    expect(result.restored.order_photos).toBe(4);
    expect(result.files).toEqual({ checked: 4, missing: [] });
    const [copy] = await target.db.select().from(orderPhotos).where(eq(orderPhotos.fileName, "antiga.jpg"));
    expect(Buffer.from(copy!.data!).equals(older)).toBe(true);
    await t.db.delete(orderPhotos).where(inArray(orderPhotos.fileName, ["antiga.jpg", "a.jpg", "b.jpg"]));
  }, 60_000);

  it("verifies the run from the bucket, and flags an object that was altered", async () => {
    const run = await backUp();
    const verified = await admin.request("/api/backups/verify", { json: {} });
    expect(await verified.json()).toMatchObject({ corrupted: 0 });
    const clientsRow = (await rowsOf(run.runId)).find((r) => r.tableName === "clients")!;
    await s3.bucket.put(
      clientsRow.filePath.split("/").slice(3).join("/"),
      new Uint8Array(Buffer.from('{"id":"intruso"}\n')),
      "application/x-ndjson",
    );
    const again = await admin.request("/api/backups/verify", { json: {} });
    expect(await again.json()).toMatchObject({ corrupted: 1 });
    const [after] = await t.db.select().from(backups).where(eq(backups.id, clientsRow.id));
    expect(after!.status).toBe("CORRUPTED");
  });

  // Two restores into new embedded databases (migrated each time): tens of seconds on a busy machine.
  it("restores a run read from the bucket, every listed file found; then names exactly the one deleted", async () => {
    const run = await backUp();
    const res = await admin.request("/api/backups/restore", { json: { runId: run.runId } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BackupRestoreResult;
    expect(body.restored.orders).toBe(1);
    expect(body.files).toEqual({ checked: 2, missing: [] });

    const photoObject = photoKey.rows[0]!.storage_key;
    await s3.bucket.delete(photoObject);
    try {
      const location = prefixOf((await rowsOf(run.runId))[0]!.filePath);
      const target = await createTestApp({ s3: s3.env });
      const result = await restoreRun({
        db: target.db,
        location: `s3://${s3.env.S3_BUCKET}/${location}`,
        bucket: target.storage.bucket,
      });
      // The data is restored all the same, and the missing photo named with its order.
      expect(result.restored.order_photos).toBe(1);
      expect(result.files).toEqual({
        checked: 2,
        missing: [
          {
            key: photoObject,
            kind: "photo",
            id: photo!.id,
            orderId: order.id,
            orderNumber: order.number,
            problem: "missing",
          },
        ],
      });
      const answered = await admin.request("/api/backups/restore", { json: { runId: run.runId } });
      expect(((await answered.json()) as BackupRestoreResult).files.missing.map((f) => f.key)).toEqual([photoObject]);
    } finally {
      await s3.bucket.put(photoObject, new Uint8Array(PHOTO), "image/jpeg");
    }
  }, 120_000);

  // The command in a process of its own, into a new embedded database (the Postgres run covers the same code through the route).
  it.skipIf(process.env.TEST_ENGINE === "postgres")(
    "npm run restore reads a run from the bucket, lists the missing photo with its OS number and exits 3",
    async () => {
      const run = await backUp();
      const location = `s3://${s3.env.S3_BUCKET}/${prefixOf((await rowsOf(run.runId))[0]!.filePath)}`;
      const photoObject = photoKey.rows[0]!.storage_key;
      await s3.bucket.delete(photoObject);
      try {
        const restore = spawn(process.execPath, ["--import", "tsx", "scripts/restore-backup.ts", location], {
          env: {
            ...process.env,
            ...s3.env,
            DATA_DIR: mkdtempSync(join(tmpdir(), "bancada-cli-")),
            BETTER_AUTH_SECRET: t.secret,
            LOG_LEVEL: "silent",
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        restore.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        restore.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        const code = await new Promise((resolve) => restore.once("exit", resolve));
        expect(output).toContain(`Restored backup ${run.runId}:`);
        expect(output).toMatch(/ orders +1\n/);
        expect(output).toContain("Files in the bucket: 2 listed, 1 missing or of another size.");
        expect(output).toContain(`MISSING photo ${photoObject} (missing), OS ${order.number}, order ${order.id}`);
        expect(code).toBe(3);
      } finally {
        await s3.bucket.put(photoObject, new Uint8Array(PHOTO), "image/jpeg");
      }
    },
    120_000,
  );

  it("deletes the runs past the retention, in the bucket and in BACKUP_DIR, and keeps the recent ones", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const options = { db: t.db, backupDir: t.env.BACKUP_DIR, timeZone: "America/Sao_Paulo" };
    const old = await runBackup({ ...options, now: new Date(now.getTime() - 10 * DAY_MS), bucket: t.storage.bucket });
    const oldLocal = await runBackup({ ...options, now: new Date(now.getTime() - 9 * DAY_MS) });
    const recent = await runBackup({ ...options, now: new Date(now.getTime() - 3 * DAY_MS), bucket: t.storage.bucket });
    const oldPrefix = prefixOf((await rowsOf(old!.runId))[0]!.filePath);
    const recentPrefix = prefixOf((await rowsOf(recent!.runId))[0]!.filePath);
    expect(await keysUnder(oldPrefix)).not.toEqual([]);
    expect(existsSync(oldLocal!.directory)).toBe(true);

    const removed = await pruneBackups({ db: t.db, now, retentionDays: 7, bucket: t.storage.bucket });
    expect(removed.sort()).toEqual([old!.runId, oldLocal!.runId].sort());
    expect(await keysUnder(oldPrefix)).toEqual([]);
    expect(existsSync(oldLocal!.directory)).toBe(false);
    expect(await rowsOf(old!.runId)).toEqual([]);
    expect(await rowsOf(oldLocal!.runId)).toEqual([]);
    expect((await rowsOf(recent!.runId)).length).toBe(BACKUP_TABLES.length + 1);
    expect((await keysUnder(recentPrefix)).length).toBe(BACKUP_TABLES.length + 2);
    // The newest run is kept whatever its age.
    const alone = await pruneBackups({
      db: t.db,
      now: new Date(now.getTime() + 400 * DAY_MS),
      retentionDays: 1,
      bucket: t.storage.bucket,
    });
    const left = await t.db.select().from(backups);
    expect(new Set(left.map((r) => r.metadata.run_id)).size).toBe(1);
    expect(alone).not.toContain(left[0]!.metadata.run_id);
  });

  it("fails cleanly when the bucket is down: 503, no run recorded, nothing left behind", async () => {
    const before = await t.db.select({ id: backups.id }).from(backups);
    const objectsBefore = await keysUnder("backups/");
    s3.goDown();
    try {
      const res = await admin.request("/api/backups", { json: {} });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: BUCKET_DOWN } });
    } finally {
      s3.comeBack();
    }
    expect((await t.db.select({ id: backups.id }).from(backups)).length).toBe(before.length);
    expect(existsSync(t.env.BACKUP_DIR) ? readdirSync(t.env.BACKUP_DIR) : []).toEqual([]);
    expect(await keysUnder("backups/")).toEqual(objectsBefore);
  });

  it("a bucket that fails half-way through the upload leaves no object and no row of the run", async () => {
    const before = await t.db.select({ id: backups.id }).from(backups);
    const objectsBefore = await keysUnder("backups/");
    const bucket = t.storage.bucket!;
    let puts = 0;
    const failing = {
      ...bucket,
      putFile: async (key: string, path: string, type: string) => {
        if (++puts === 5) {
          s3.refuse("InternalError", 500);
          try {
            return await bucket.putFile(key, path, type);
          } finally {
            s3.comeBack();
          }
        }
        return bucket.putFile(key, path, type);
      },
    };
    const options = { db: t.db, backupDir: t.env.BACKUP_DIR, timeZone: "America/Sao_Paulo", now: new Date() };
    await expect(runBackup({ ...options, bucket: failing })).rejects.toThrow(
      /object storage refused \(InternalError\)/,
    );
    expect(puts).toBe(5);
    expect((await t.db.select({ id: backups.id }).from(backups)).length).toBe(before.length);
    expect(await keysUnder("backups/")).toEqual(objectsBefore);
    expect(existsSync(t.env.BACKUP_DIR) ? readdirSync(t.env.BACKUP_DIR) : []).toEqual([]);
  });
});
