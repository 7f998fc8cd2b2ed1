import { eq } from "drizzle-orm";
import { fromCents } from "@shared/money";
import type { Product } from "@shared/stock-types";
import type { ProductInput, ProductUpdateInput } from "@shared/validation/stock";
import type { Db } from "@server/db/client";
import { UNIQUE_VIOLATION, violatedConstraint } from "@server/db/constraint-violation";
import { products } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { toProduct } from "./product-view";
import { moveStock } from "./stock-moves.service";

const NOT_FOUND = "Peça não encontrada";

/** What both a new part and an edit set: the catalog's fields, never the quantity or the cost. */
type CatalogInput = Omit<ProductUpdateInput, "quantity" | "costCents">;

function catalogColumns(input: CatalogInput) {
  return {
    name: input.name,
    sku: input.sku,
    barcode: input.barcode,
    fits: input.fits,
    location: input.location,
    price: fromCents(input.priceCents),
    minimum: input.minimum,
  };
}

/** A duplicate SKU (ignoring case) or barcode, in words; anything else as it came. */
function duplicateOr(error: unknown, input: CatalogInput): unknown {
  const constraint = violatedConstraint(error, UNIQUE_VIOLATION);
  if (constraint === "products_sku_idx") return new AppError("CONFLICT", `Já existe uma peça com o SKU ${input.sku}.`);
  if (constraint === "products_barcode_idx")
    return new AppError("CONFLICT", `Já existe uma peça com o código de barras ${input.barcode}.`);
  return error;
}

export async function getProduct(options: { db: Db; id: string; seesCosts: boolean }): Promise<Product> {
  const [row] = await options.db.select().from(products).where(eq(products.id, options.id));
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toProduct(row, options.seesCosts);
}

/**
 * A new part. The quantity it is registered with is its first move, an entrada at its cost, in the
 * same transaction: the ledger explains every unit from the start.
 */
export async function createProduct(options: { db: Db; input: ProductInput; userId: string }): Promise<Product> {
  const { db, input, userId } = options;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...catalogColumns(input), cost: fromCents(input.costCents) })
        .returning({ id: products.id });
      if (input.quantity > 0)
        await moveStock({
          tx,
          productId: row!.id,
          kind: "entrada",
          delta: input.quantity,
          unitCostCents: input.costCents,
          reason: "Estoque inicial do cadastro",
          userId,
        });
      return row!.id;
    });
    return await getProduct({ db, id, seesCosts: true });
  } catch (error) {
    throw duplicateOr(error, input);
  }
}

/** An edit of the catalog's fields; the quantity and the cost move only by moves. */
export async function updateProduct(options: {
  db: Db;
  id: string;
  input: ProductUpdateInput;
  seesCosts: boolean;
}): Promise<Product> {
  const { db, id, input, seesCosts } = options;
  let row;
  try {
    [row] = await db
      .update(products)
      .set({ ...catalogColumns(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
  } catch (error) {
    throw duplicateOr(error, input);
  }
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toProduct(row, seesCosts);
}

/** A part that was used is never deleted: it is made inactive, and stays in what names it. */
export async function setProductActive(options: {
  db: Db;
  id: string;
  active: boolean;
  seesCosts: boolean;
}): Promise<Product> {
  const { db, id, active, seesCosts } = options;
  const [row] = await db.update(products).set({ active, updatedAt: new Date() }).where(eq(products.id, id)).returning();
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toProduct(row, seesCosts);
}
