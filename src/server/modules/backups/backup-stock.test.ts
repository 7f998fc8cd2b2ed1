import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Product, Supplier } from "@shared/stock-types";
import { rawRows } from "@server/db/raw-rows";
import { backups } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";
import { restoreBackup } from "./restore.service";

const STOCK_TABLES = [
  "products",
  "suppliers",
  "purchases",
  "purchase_items",
  "stock_moves",
  "order_parts",
  "order_money",
  "sales",
  "sale_items",
  "payments",
];

describe("backups of parts and stock", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");

  it("keep the catalog, suppliers, purchases, the ledger and the parts on orders as they were, and restore them equal", async () => {
    const created = async <T>(path: string, json: unknown) => {
      const res = await admin.request(path, { json });
      expect(res.status, path).toBe(201);
      return (await res.json()) as T;
    };
    const part = await created<Product>("/api/products", {
      name: "Tela Galaxy A54",
      sku: "TL-A54",
      barcode: "7891000315507",
      priceCents: 45000,
      costCents: 20000,
      quantity: 3,
    });
    const supplier = await created<Supplier>("/api/suppliers", { name: "Distribuidora", cnpj: "11.222.333/0001-81" });
    await created("/api/purchases", {
      supplierId: supplier.id,
      items: [{ productId: part.id, quantity: 2, unitCostCents: 21001 }],
    });
    await created(`/api/products/${part.id}/adjustments`, { countedQuantity: 4, reason: "Uma quebrada" });
    // A part on an order (docs/decisions/045): its line, its move out, and the order's total with it.
    const client = await created<{ id: string }>("/api/clients", {
      name: "Cliente Peças",
      phone: "11987654321",
      address: "Rua A, 1",
    });
    const order = await created<{ id: string }>("/api/orders", {
      clientId: client.id,
      brand: "Samsung",
      model: "A54",
      device: "Celular",
      defect: "Tela quebrada",
      services: [{ description: "Mão de obra", value: 80, discountValue: 0 }],
    });
    await created(`/api/orders/${order.id}/parts`, { productId: part.id, quantity: 1 });
    // Two counter sales (docs/decisions/048), one of them reversed: the part went out twice and came back once.
    const pix = { method: "pix" };
    await created("/api/sales", { items: [{ productId: part.id, quantity: 1 }], payment: pix });
    const undone = await created<{ id: string }>("/api/sales", {
      clientId: client.id,
      items: [{ productId: part.id, quantity: 1, discountType: "valor", discountValue: 5000 }],
      payment: pix,
    });
    expect(
      (await admin.request(`/api/sales/${undone.id}/reversal`, { json: { reason: "Cliente desistiu" } })).status,
    ).toBe(200);

    const run = await admin.request("/api/backups", { json: {} });
    expect(run.status).toBe(201);
    const { runId, errors } = (await run.json()) as { runId: string; errors: unknown[] };
    expect(errors).toEqual([]);
    const [file] = await t.db
      .select()
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${runId}`)
      .limit(1);
    const target = await createTestApp();
    await restoreBackup({ db: target.db, directory: join(file!.filePath, "..") });
    for (const table of STOCK_TABLES) {
      const query = sql`select * from ${sql.identifier(table)} order by 1`;
      const original = await rawRows(t.db, query);
      expect(original.length, table).toBeGreaterThan(0);
      expect(await rawRows(target.db, query), table).toEqual(original);
    }
    // The restored copy reads the same: the part, its quantity, its average cost and its moves.
    const restoredAdmin = await target.signedIn("admin");
    expect(await (await restoredAdmin.request(`/api/products/${part.id}`)).json()).toMatchObject({
      quantity: 2,
      costCents: 20400,
    });
    // The sales' numbers go on after the restored ones.
    const next = await restoredAdmin.request("/api/sales", {
      json: { items: [{ productId: part.id, quantity: 1 }], payment: pix },
    });
    expect(await next.json()).toMatchObject({ number: 3 });
  });
});
