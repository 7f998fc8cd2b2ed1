import { expect } from "vitest";
import type { Product, Supplier } from "@shared/stock-types";
import type { createTestApp } from "@server/test/test-app";

export type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>["signedIn"]>>;

let serial = 0;

/** A part registered by the admin through the API: R$ 450,00, costing R$ 200,00, 5 on the shelf. */
export async function registerProduct(admin: Session, body: Record<string, unknown> = {}): Promise<Product> {
  serial += 1;
  const res = await admin.request("/api/products", {
    json: { name: `Tela de teste ${serial}`, priceCents: 45000, costCents: 20000, quantity: 5, ...body },
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Product;
}

export async function registerSupplier(admin: Session, body: Record<string, unknown> = {}): Promise<Supplier> {
  serial += 1;
  const res = await admin.request("/api/suppliers", { json: { name: `Fornecedor ${serial}`, ...body } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Supplier;
}

/** A purchase of the given parts (quantity at a unit cost in centavos) from a supplier. */
export async function purchase(
  admin: Session,
  supplierId: string,
  items: { productId: string; quantity: number; unitCostCents: number }[],
): Promise<Response> {
  return admin.request("/api/purchases", { json: { supplierId, invoiceNumber: "NF 123", items } });
}
