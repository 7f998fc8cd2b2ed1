import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { Page } from "@shared/paging";
import type { Purchase, PurchaseSummary } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { products, purchaseItems, purchases, suppliers } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { offsetOf, type Paging } from "@server/lib/paging";

const summaryColumns = {
  id: purchases.id,
  supplierId: purchases.supplierId,
  supplierName: suppliers.name,
  purchasedOn: purchases.purchasedOn,
  invoiceNumber: purchases.invoiceNumber,
  note: purchases.note,
  createdBy: purchases.createdBy,
  createdAt: purchases.createdAt,
};

interface SummaryRow {
  id: string;
  supplierId: string;
  supplierName: string;
  purchasedOn: string;
  invoiceNumber: string | null;
  createdAt: Date;
}

/** Each purchase's item count and total, exactly (numeric in the database, centavos here). */
async function totalsOf(db: Db, ids: string[]): Promise<Map<string, { itemCount: number; totalCents: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      purchaseId: purchaseItems.purchaseId,
      itemCount: count(),
      total: sql<string>`sum(${purchaseItems.quantity} * ${purchaseItems.unitCost})::numeric(16, 2)`,
    })
    .from(purchaseItems)
    .where(inArray(purchaseItems.purchaseId, ids))
    .groupBy(purchaseItems.purchaseId);
  return new Map(rows.map((r) => [r.purchaseId, { itemCount: r.itemCount, totalCents: toCents(r.total) }]));
}

function toSummary(row: SummaryRow, totals: { itemCount: number; totalCents: number } | undefined): PurchaseSummary {
  return {
    id: row.id,
    supplier: { id: row.supplierId, name: row.supplierName },
    purchasedOn: row.purchasedOn,
    invoiceNumber: row.invoiceNumber,
    itemCount: totals?.itemCount ?? 0,
    totalCents: totals?.totalCents ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's purchases, newest first, one supplier's when asked. */
export async function listPurchases(options: {
  db: Db;
  supplierId?: string;
  paging: Paging;
}): Promise<Page<PurchaseSummary>> {
  const { db, supplierId, paging } = options;
  const where = supplierId ? eq(purchases.supplierId, supplierId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(purchases).where(where),
  ]);
  const totals = await totalsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toSummary(row, totals.get(row.id))), total: total?.n ?? 0, ...paging };
}

/** A purchase with its lines and who recorded it. */
export async function getPurchase({ db, id }: { db: Db; id: string }): Promise<Purchase> {
  const [row] = await db
    .select({ ...summaryColumns, createdByName: user.name })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(user, eq(user.id, purchases.createdBy))
    .where(eq(purchases.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Compra não encontrada");
  const items = await db
    .select({
      productId: purchaseItems.productId,
      productName: products.name,
      quantity: purchaseItems.quantity,
      unitCost: purchaseItems.unitCost,
    })
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(eq(purchaseItems.purchaseId, id))
    .orderBy(asc(products.name));
  const totals = await totalsOf(db, [id]);
  return {
    ...toSummary(row, totals.get(id)),
    note: row.note,
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? "" } : null,
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      unitCostCents: toCents(item.unitCost),
    })),
  };
}
