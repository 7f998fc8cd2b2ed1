import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { fromCents } from "@shared/money";
import type { ProductImportPreview } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { products } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { readProductCsv, type CsvRow } from "./product-csv";
import { enterOpeningStock } from "./stock-moves.service";

const SHOWN_ERRORS = 100;
const SAMPLE_ROWS = 20;

/**
 * The file's lines checked as the catalog would check them: each by the part's schema, then a SKU
 * (ignoring case) or barcode already in the catalog, or repeated in the file, named with its line.
 */
async function checkedRows(db: Db, text: string): Promise<CsvRow[]> {
  const reading = readProductCsv(text);
  if ("problem" in reading) throw new AppError("VALIDATION_ERROR", reading.problem);
  const { rows } = reading;
  const skus = rows.flatMap((r) => (r.product?.sku ? [r.product.sku.toLowerCase()] : []));
  const barcodes = rows.flatMap((r) => (r.product?.barcode ? [r.product.barcode] : []));
  const taken = await db
    .select({ sku: sql<string | null>`lower(${products.sku})`, barcode: products.barcode })
    .from(products)
    .where(
      sql`${skus.length ? inArray(sql`lower(${products.sku})`, skus) : sql`false`} or ${barcodes.length ? inArray(products.barcode, barcodes) : sql`false`}`,
    );
  const takenSkus = new Set(taken.map((t) => t.sku));
  const takenBarcodes = new Set(taken.map((t) => t.barcode));
  const firstLine = { sku: new Map<string, number>(), barcode: new Map<string, number>() };
  for (const row of rows) {
    if (!row.product) continue;
    const { sku, barcode } = row.product;
    if (sku) {
      const key = sku.toLowerCase();
      if (takenSkus.has(key)) row.errors.push(`SKU: já existe uma peça com o SKU ${sku}`);
      else if (firstLine.sku.has(key)) row.errors.push(`SKU: ${sku} repete a linha ${firstLine.sku.get(key)}`);
      else firstLine.sku.set(key, row.line);
    }
    if (barcode) {
      if (takenBarcodes.has(barcode)) row.errors.push(`código de barras: já existe uma peça com o código ${barcode}`);
      else if (firstLine.barcode.has(barcode))
        row.errors.push(`código de barras: ${barcode} repete a linha ${firstLine.barcode.get(barcode)}`);
      else firstLine.barcode.set(barcode, row.line);
    }
  }
  return rows;
}

/** What importing the file would do, and what stops it: nothing is written. */
export async function previewProductImport({ db, text }: { db: Db; text: string }): Promise<ProductImportPreview> {
  const rows = await checkedRows(db, text);
  const bad = rows.filter((r) => r.errors.length > 0);
  const good = rows.filter((r) => r.errors.length === 0);
  return {
    rows: rows.length,
    valid: good.length,
    invalid: bad.length,
    errors: bad.slice(0, SHOWN_ERRORS).map(({ line, errors }) => ({ line, errors })),
    sample: good.slice(0, SAMPLE_ROWS).map(({ line, product }) => ({
      line,
      name: product!.name,
      sku: product!.sku,
      barcode: product!.barcode,
      priceCents: product!.priceCents,
      quantity: product!.quantity,
    })),
  };
}

/**
 * Every line of the file registered, or none: one bad line refuses the whole file, in words. Each part's
 * quantity is its opening entrada at its cost, in the same transaction.
 */
export async function importProducts(options: { db: Db; text: string; userId: string }): Promise<{ imported: number }> {
  const { db, text, userId } = options;
  const rows = await checkedRows(db, text);
  const bad = rows.filter((r) => r.errors.length > 0).length;
  if (bad > 0)
    throw new AppError(
      "VALIDATION_ERROR",
      `O arquivo tem ${bad} ${bad === 1 ? "linha" : "linhas"} com erro: corrija e envie de novo. Nada foi importado.`,
    );
  const parts = rows.map((r) => r.product!);
  // Ids chosen here, so each part's opening stock is matched to it without relying on RETURNING's order.
  const rowsToInsert = parts.map((p) => ({
    id: randomUUID(),
    name: p.name,
    sku: p.sku,
    barcode: p.barcode,
    fits: p.fits,
    location: p.location,
    price: fromCents(p.priceCents),
    cost: fromCents(p.costCents),
    minimum: p.minimum,
  }));
  const opening = parts.flatMap((p, i) =>
    p.quantity > 0 ? [{ productId: rowsToInsert[i]!.id, quantity: p.quantity, unitCostCents: p.costCents }] : [],
  );
  await db.transaction(async (tx) => {
    // In slices: a statement carries at most 65,535 parameters.
    for (let first = 0; first < rowsToInsert.length; first += 500)
      await tx.insert(products).values(rowsToInsert.slice(first, first + 500));
    await enterOpeningStock({ tx, items: opening, reason: "Estoque inicial da importação", userId });
  });
  return { imported: parts.length };
}
