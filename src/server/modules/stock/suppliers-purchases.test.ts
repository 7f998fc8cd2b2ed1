import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Page } from "@shared/paging";
import type { Product, Purchase, PurchaseSummary, StockMove, Supplier } from "@shared/stock-types";
import { auditLogs } from "@server/db/schema/security";
import { purchaseItems, purchases, stockMoves, suppliers } from "@server/db/schema/stock";
import { createTestApp } from "@server/test/test-app";
import { purchase, registerProduct, registerSupplier } from "./stock-fixture";

type ErrorAnswer = { error: { code: string; message: string } };

describe("suppliers and purchases", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");
  const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error.message;
  const rows = async () => ({
    suppliers: (await t.db.select({ n: count() }).from(suppliers))[0]!.n,
    purchases: (await t.db.select({ n: count() }).from(purchases))[0]!.n,
    items: (await t.db.select({ n: count() }).from(purchaseItems))[0]!.n,
    moves: (await t.db.select({ n: count() }).from(stockMoves))[0]!.n,
  });

  it("keeps a supplier's CNPJ and phone as digits, refuses a bad or repeated CNPJ, and searches", async () => {
    const made = await registerSupplier(admin, {
      name: "Distribuidora Peças & Cia",
      cnpj: "11.222.333/0001-81",
      contact: "Marta",
      phone: "(11) 3333-4444",
      email: "Vendas@Pecas.com.br",
    });
    expect(made).toMatchObject({ cnpj: "11222333000181", phone: "1133334444", email: "vendas@pecas.com.br" });
    const before = await rows();
    const bad = await admin.request("/api/suppliers", { json: { name: "Outra", cnpj: "11.222.333/0001-82" } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe("CNPJ inválido");
    const repeated = await admin.request("/api/suppliers", { json: { name: "Outra", cnpj: "11222333000181" } });
    expect(repeated.status).toBe(409);
    expect(await errorOf(repeated)).toBe("Já existe um fornecedor com este CNPJ.");
    expect(await rows()).toEqual(before);
    const find = async (search: string) =>
      ((await (await admin.request(`/api/suppliers?search=${encodeURIComponent(search)}`)).json()) as Page<Supplier>)
        .items;
    expect((await find("11.222.333")).map((s) => s.id)).toEqual([made.id]);
    expect((await find("peças &")).map((s) => s.id)).toEqual([made.id]);
    const edited = await admin.request(`/api/suppliers/${made.id}`, {
      method: "PUT",
      json: { name: "Distribuidora Peças", cnpj: "11222333000181" },
    });
    expect(await edited.json()).toMatchObject({ name: "Distribuidora Peças", contact: null, phone: null });
    const off = await admin.request(`/api/suppliers/${made.id}/active`, { method: "PATCH", json: { active: false } });
    expect(((await off.json()) as Supplier).active).toBe(false);
    expect(await find("Distribuidora")).toEqual([]);
  });

  it("records a purchase in one transaction: each item an entrada at its cost, the lines and the total", async () => {
    const supplier = await registerSupplier(admin);
    const screen = await registerProduct(admin, { quantity: 2, costCents: 10000 });
    const battery = await registerProduct(admin, { quantity: 0, costCents: 0 });
    const res = await purchase(admin, supplier.id, [
      { productId: screen.id, quantity: 3, unitCostCents: 12000 },
      { productId: battery.id, quantity: 10, unitCostCents: 3550 },
    ]);
    expect(res.status).toBe(201);
    const made = (await res.json()) as Purchase;
    expect(made).toMatchObject({
      supplier: { id: supplier.id, name: supplier.name },
      invoiceNumber: "NF 123",
      itemCount: 2,
      totalCents: 3 * 12000 + 10 * 3550,
      createdBy: { name: "Usuário admin" },
    });
    expect(made.purchasedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(made.items).toHaveLength(2);
    const product = async (id: string) => (await (await admin.request(`/api/products/${id}`)).json()) as Product;
    // (2 × 100,00 + 3 × 120,00) / 5 = 112,00; a part with none on hand takes the purchase's cost.
    expect(await product(screen.id)).toMatchObject({ quantity: 5, costCents: 11200 });
    expect(await product(battery.id)).toMatchObject({ quantity: 10, costCents: 3550 });
    const moves = (await (await admin.request(`/api/products/${screen.id}/moves`)).json()) as Page<StockMove>;
    expect(moves.items[0]).toMatchObject({ kind: "entrada", delta: 3, unitCostCents: 12000, purchaseId: made.id });
    const list = (await (
      await admin.request(`/api/purchases?supplierId=${supplier.id}`)
    ).json()) as Page<PurchaseSummary>;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: made.id, itemCount: 2, totalCents: 71500 });
    expect(await (await admin.request(`/api/purchases/${made.id}`)).json()).toEqual(made);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, made.id));
    expect(audit).toMatchObject({ action: "PURCHASE_RECORDED", resource: "purchases", success: true });
  });

  it("writes nothing when a purchase names a part or supplier that does not exist, or bad items", async () => {
    const supplier = await registerSupplier(admin);
    const part = await registerProduct(admin);
    const before = await rows();
    const missing = "00000000-0000-4000-8000-000000000000";
    const noPart = await purchase(admin, supplier.id, [
      { productId: part.id, quantity: 1, unitCostCents: 100 },
      { productId: missing, quantity: 1, unitCostCents: 100 },
    ]);
    expect(noPart.status).toBe(404);
    expect(await errorOf(noPart)).toBe("Peça não encontrada");
    const noSupplier = await purchase(admin, missing, [{ productId: part.id, quantity: 1, unitCostCents: 100 }]);
    expect(await errorOf(noSupplier)).toBe("Fornecedor não encontrado");
    const cases: [unknown[], string][] = [
      [[{ productId: part.id, quantity: -1, unitCostCents: 100 }], "A quantidade não pode ser negativa"],
      [[{ productId: part.id, quantity: 1.5, unitCostCents: 100 }], "A quantidade deve ser um número inteiro"],
      [[{ productId: part.id, quantity: 1, unitCostCents: -1 }], "O custo não pode ser negativo"],
      [[], "Inclua ao menos uma peça na compra"],
    ];
    for (const [items, message] of cases) {
      const res = await admin.request("/api/purchases", { json: { supplierId: supplier.id, items } });
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(((await (await admin.request(`/api/products/${part.id}`)).json()) as Product).quantity).toBe(5);
  });

  it("is the admin's: técnico and cliente 403, signed out 401, on every route", async () => {
    const supplier = await registerSupplier(admin);
    const part = await registerProduct(admin);
    const made = (await (
      await purchase(admin, supplier.id, [{ productId: part.id, quantity: 1, unitCostCents: 100 }])
    ).json()) as Purchase;
    const routes: [string, string, unknown][] = [
      ["GET", "/api/suppliers", undefined],
      ["GET", `/api/suppliers/${supplier.id}`, undefined],
      ["POST", "/api/suppliers", { name: "Fornecedor X" }],
      ["PUT", `/api/suppliers/${supplier.id}`, { name: "Fornecedor X" }],
      ["PATCH", `/api/suppliers/${supplier.id}/active`, { active: false }],
      ["GET", "/api/purchases", undefined],
      ["GET", `/api/purchases/${made.id}`, undefined],
      [
        "POST",
        "/api/purchases",
        { supplierId: supplier.id, items: [{ productId: part.id, quantity: 1, unitCostCents: 1 }] },
      ],
    ];
    const before = await rows();
    for (const [method, path, json] of routes) {
      expect((await t.client().request(path, { method, json })).status, `anon ${method} ${path}`).toBe(401);
      expect((await cliente.request(path, { method, json })).status, `cliente ${method} ${path}`).toBe(403);
      expect((await tecnico.request(path, { method, json })).status, `tecnico ${method} ${path}`).toBe(403);
    }
    expect(await rows()).toEqual(before);
    for (const [method, path, json] of routes)
      expect((await admin.request(path, { method, json })).status, `admin ${method} ${path}`).toBeLessThan(300);
  });
});
