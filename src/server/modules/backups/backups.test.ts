import { readdirSync, writeFileSync, appendFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import { rawRows } from "@server/db/raw-rows";
import { backups, securityAlerts } from "@server/db/schema/security";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";
import { BACKUP_TABLES } from "./backup-tables";
import { restoreBackup } from "./restore.service";
import { startFaultProxy } from "@server/test/fault-proxy";
import { openPglite } from "@server/db/client";

// A tiny PNG so the bytea column travels through the backup too.
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
// A whole 1×1 PNG, as the signature pad's would be.
const SIGNATURE = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe("backups", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const [client] = await t.db
    .insert(clients)
    .values({ name: "Backup da Silva", phone: "(11) 3000-9999", address: "Rua do Backup, 1" })
    .returning();
  const created = await tecnico.request("/api/orders", {
    json: {
      clientId: client!.id,
      brand: "Sony",
      model: "Bravia",
      device: "TV",
      defect: "Sem som algum",
      services: [{ description: "Placa", value: 199.9, discountValue: 10 }],
      appointments: [{ date: "2026-08-01" }],
    },
  });
  const order = (await created.json()) as Order;
  const photoForm = new FormData();
  photoForm.append("photos", new File([new Uint8Array(PNG)], "tv.png"));
  await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body: photoForm });

  async function runBackup() {
    const res = await admin.request("/api/backups", { json: {} });
    expect(res.status).toBe(201);
    return (await res.json()) as { runId: string; tables: number; errors: unknown[] };
  }

  it("is for admins only", async () => {
    expect((await tecnico.request("/api/backups", { json: {} })).status).toBe(403);
    expect((await tecnico.request("/api/backups")).status).toBe(403);
    expect((await t.client().request("/api/backups")).status).toBe(401);
  });

  it("writes one checksummed file per table into a folder per run, and records each", async () => {
    const first = await runBackup();
    const second = await runBackup();
    expect(first.errors).toEqual([]);
    expect(first.tables).toBe(BACKUP_TABLES.length);
    const rows = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${first.runId}`);
    // Every table, and the list of the files in the bucket (none here: the photo is in its row).
    expect(rows.map((r) => r.tableName).sort()).toEqual([...BACKUP_TABLES, "files"].sort());
    expect(rows.find((r) => r.tableName === "files")).toMatchObject({ sizeBytes: 0, metadata: { records_count: 0 } });
    const orderFile = rows.find((r) => r.tableName === "orders")!;
    expect(orderFile).toMatchObject({ status: "COMPLETED", metadata: { backup_type: "DAILY", records_count: 1 } });
    expect(orderFile.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(orderFile.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}$/);
    // Two runs on one day never overwrite each other.
    const secondRow = (
      await t.db
        .select()
        .from(backups)
        .where(sql`${backups.metadata}->>'run_id' = ${second.runId}`)
    )[0]!;
    expect(join(secondRow.filePath, "..")).not.toBe(join(orderFile.filePath, ".."));
    expect(readdirSync(join(orderFile.filePath, "..")).sort()).toContain("manifest.json");
  });

  it("flags an altered or missing file CORRUPTED with a CRITICAL DATA_BREACH alert", async () => {
    const run = await runBackup();
    const files = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${run.runId}`)
      .orderBy(asc(backups.tableName));
    const altered = files.find((f) => f.tableName === "clients")!;
    appendFileSync(altered.filePath, '{"id":"intruso"}\n');
    const res = await admin.request("/api/backups/verify", { json: {} });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { corrupted: number }).corrupted).toBe(1);
    const [after] = await t.db.select().from(backups).where(eq(backups.id, altered.id));
    expect(after!.status).toBe("CORRUPTED");
    const alerts = await t.db
      .select()
      .from(securityAlerts)
      .where(and(eq(securityAlerts.type, "DATA_BREACH"), eq(securityAlerts.severity, "CRITICAL")));
    expect(alerts.some((a) => a.metadata.backupId === altered.id)).toBe(true);
  });

  it("restores into an empty database, table by table, and OS numbers continue", async () => {
    const run = await runBackup();
    const [file] = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${run.runId}`)
      .limit(1);
    const directory = join(file!.filePath, "..");

    const target = await createTestApp();
    const result = await restoreBackup({ db: target.db, directory });
    expect(result.restored.orders).toBe(1);
    for (const table of BACKUP_TABLES) {
      const query = sql`select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${sql.identifier(table)} t`;
      const [source] = await rawRows<{ rows: string }>(t.db, query);
      const [copy] = await rawRows<{ rows: string }>(target.db, query);
      // Rows written after the backup (this run's own audit and backup rows) are not expected in the copy.
      if (["audit_logs", "security_alerts", "session"].includes(table)) continue;
      expect(copy!.rows, table).toBe(source!.rows);
    }
    const [photo] = await rawRows<{ data: string }>(
      target.db,
      sql`select encode(data, 'hex') as data from order_photos`,
    );
    expect(photo!.data).toBe(PNG.toString("hex"));

    // The restored admin signs in on the copy, and the next order gets the next OS number.
    const restoredAdmin = await target.signedIn("admin");
    const next = await restoredAdmin.request("/api/orders", {
      json: { clientId: client!.id, brand: "LG", model: "X", device: "TV", defect: "Não liga mais" },
    });
    expect(((await next.json()) as Order).number).toBe(order.number + 1);

    // Refused into a database that is not empty.
    await expect(restoreBackup({ db: target.db, directory })).rejects.toThrow(
      "A restauração só pode ser feita em um banco de dados vazio",
    );
  });

  it("refuses a backup set whose file does not match its manifest", async () => {
    const run = await runBackup();
    const [file] = await t.db
      .select()
      .from(backups)
      .where(and(sql`${backups.metadata}->>'run_id' = ${run.runId}`, eq(backups.tableName, "orders")));
    writeFileSync(file!.filePath, "");
    const target = await createTestApp();
    await expect(restoreBackup({ db: target.db, directory: join(file!.filePath, "..") })).rejects.toThrow(
      /não confere com o checksum/,
    );
  });

  it("restores a run from the admin's screen into a new embedded database beside the live one", async () => {
    const run = await runBackup();
    expect((await tecnico.request("/api/backups/restore", { json: { runId: run.runId } })).status).toBe(403);
    const res = await admin.request("/api/backups/restore", { json: { runId: run.runId } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { restored: Record<string, number>; dataDir: string };
    expect(body.restored.orders).toBe(1);
    const copy = await openPglite(join(body.dataDir, "pglite"));
    const [row] = await rawRows<{ brand: string; number: number }>(copy.db, sql`select brand, number from orders`);
    await copy.close();
    expect(row).toEqual({ brand: "Sony", number: order.number });

    expect(
      (await admin.request("/api/backups/restore", { json: { runId: "00000000-0000-4000-8000-000000000000" } })).status,
    ).toBe(404);
    expect(
      (await admin.request("/api/backups/restore", { json: { runId: run.runId, databaseUrl: "mysql://x" } })).status,
    ).toBe(400);
  });

  it("refuses a restore target that does not answer within 5 seconds, with a clear message", async () => {
    const run = await runBackup();
    // A port that accepts connections and never speaks PostgreSQL.
    const silent = await startFaultProxy({ host: "127.0.0.1", port: 9 });
    silent.swallow();
    try {
      const started = Date.now();
      const res = await admin.request("/api/backups/restore", {
        json: { runId: run.runId, databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/destino` },
      });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "VALIDATION_ERROR",
          message: "O banco de destino não respondeu em 5 segundos. Confira o endereço e se o PostgreSQL está no ar.",
        },
      });
    } finally {
      await silent.close();
    }
  });
  it("restores a warranty return linked to its original, and the orders' history", async () => {
    await tecnico.request(`/api/orders/${order.id}/status`, { json: { status: "concluido" } });
    await tecnico.request(`/api/orders/${order.id}/status`, {
      json: { status: "entregue", pickedUpBy: "Ana", confirmOpenBalance: true },
    });
    await t.db.update(orders).set({ warrantyMonths: 3 }).where(eq(orders.id, order.id));
    const opened = await tecnico.request(`/api/orders/${order.id}/warranty-return`, { method: "POST" });
    expect(opened.status).toBe(201);
    // The original written again after its return (its row now lies after the return's in the table;
    // the dump orders orders by number, so a restore in batches never meets a return before its original).
    await t.db.update(orders).set({ additionalInfo: "Cliente avisado" }).where(eq(orders.id, order.id));

    const run = await runBackup();
    const [file] = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${run.runId}`)
      .limit(1);
    const target = await createTestApp();
    const result = await restoreBackup({ db: target.db, directory: join(file!.filePath, "..") });
    expect(result.restored.orders).toBe(2);
    const [copy] = await target.db
      .select({ warrantyOf: orders.warrantyOf })
      .from(orders)
      .where(sql`${orders.warrantyOf} is not null`);
    expect(copy?.warrantyOf).toBe(order.id);
    expect(result.restored.order_events).toBeGreaterThanOrEqual(4);
  });

  it("keeps a customer's signature at delivery, byte for byte, served again by the restored copy", async () => {
    const signed = (await (
      await tecnico.request("/api/orders", {
        json: { clientId: client!.id, brand: "Philips", model: "Som", device: "Rádio", defect: "Chiado no volume" },
      })
    ).json()) as Order;
    await tecnico.request(`/api/orders/${signed.id}/status`, { json: { status: "concluido" } });
    const delivered = await tecnico.request(`/api/orders/${signed.id}/status`, {
      json: {
        status: "entregue",
        pickedUpBy: "Ana",
        signature: `data:image/png;base64,${SIGNATURE.toString("base64")}`,
      },
    });
    expect(delivered.status).toBe(200);

    const run = await runBackup();
    const [file] = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${run.runId}`)
      .limit(1);
    const target = await createTestApp();
    const result = await restoreBackup({ db: target.db, directory: join(file!.filePath, "..") });
    expect(result.restored.delivery_signatures).toBe(1);
    const restoredAdmin = await target.signedIn("admin");
    const order = (await (await restoredAdmin.request(`/api/orders/${signed.id}`)).json()) as Order;
    expect(order.deliverySignatureUrl).toBe(`/api/orders/${signed.id}/delivery-signature`);
    const image = await restoredAdmin.request(order.deliverySignatureUrl!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(SIGNATURE)).toBe(true);
  });

  it("keeps the shop's money as it was: payments, a reversal pointing at its payment, the cash day, its moves and a correction", async () => {
    const paid = (await (
      await tecnico.request("/api/orders", {
        json: {
          clientId: client!.id,
          brand: "Apple",
          model: "iPad",
          device: "Tablet",
          defect: "Bateria estufada",
          services: [{ description: "Troca de bateria", value: 500, discountValue: 0 }],
        },
      })
    ).json()) as Order;
    expect((await tecnico.request("/api/cash/open", { json: { openingFloatCents: 5000 } })).status).toBe(201);
    await tecnico.request(`/api/orders/${paid.id}/payments`, {
      json: { amountCents: 20000, method: "dinheiro", cashTenderedCents: 20000 },
    });
    const pix = (await (
      await tecnico.request(`/api/orders/${paid.id}/payments`, { json: { amountCents: 30000, method: "pix" } })
    ).json()) as { id: string };
    expect((await admin.request(`/api/payments/${pix.id}/reversal`, { json: { reason: "Pix não caiu" } })).status).toBe(
      201,
    );
    await tecnico.request("/api/cash/moves", { json: { kind: "despesa", amountCents: 1000, category: "Transporte" } });
    const closed = (await (
      await tecnico.request("/api/cash/close", {
        json: {
          counts: [
            { method: "dinheiro", countedCents: 24000 },
            { method: "pix", countedCents: 0 },
          ],
        },
      })
    ).json()) as { id: string };
    const correction = { method: "dinheiro", countedCents: 23500, reason: "Nota de R$ 5 contada duas vezes" };
    expect((await admin.request(`/api/cash/days/${closed.id}/corrections`, { json: correction })).status).toBe(201);

    const run = await runBackup();
    const [file] = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${run.runId}`)
      .limit(1);
    const target = await createTestApp();
    await restoreBackup({ db: target.db, directory: join(file!.filePath, "..") });
    for (const table of ["payments", "cash_days", "cash_moves", "cash_counts", "cash_corrections"]) {
      expect((await rawRows(t.db, sql`select 1 from ${sql.identifier(table)}`)).length, table).toBeGreaterThan(0);
      const query = sql`select * from ${sql.identifier(table)} order by 1, 2`;
      expect(await rawRows(target.db, query), table).toEqual(await rawRows(t.db, query));
    }
    // The balances' index is left out of the file and rebuilt by the restore's inserts.
    const balances = sql`select * from order_money order by order_id`;
    expect(await rawRows(target.db, balances)).toEqual(await rawRows(t.db, balances));
  });
});
