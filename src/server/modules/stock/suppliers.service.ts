import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Page } from "@shared/paging";
import type { ProductStatus, Supplier } from "@shared/stock-types";
import type { SupplierInput } from "@shared/validation/stock";
import type { Db } from "@server/db/client";
import { UNIQUE_VIOLATION, violatedConstraint } from "@server/db/constraint-violation";
import { suppliers } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { containsPattern, numberPattern, offsetOf, type Paging } from "@server/lib/paging";

type SupplierRow = typeof suppliers.$inferSelect;
const NOT_FOUND = "Fornecedor não encontrado";

function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    cnpj: row.cnpj,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function duplicateOr(error: unknown): unknown {
  return violatedConstraint(error, UNIQUE_VIOLATION) === "suppliers_cnpj_idx"
    ? new AppError("CONFLICT", "Já existe um fornecedor com este CNPJ.")
    : error;
}

function statusCondition(status: ProductStatus): SQL | undefined {
  if (status === "ativos") return eq(suppliers.active, true);
  if (status === "inativos") return eq(suppliers.active, false);
  return undefined;
}

/** The admin's suppliers by name, searched by name, contact or CNPJ (typed formatted or not). */
export async function listSuppliers(options: {
  db: Db;
  search?: string;
  status: ProductStatus;
  paging: Paging;
}): Promise<Page<Supplier>> {
  const { db, search, status, paging } = options;
  const where = and(
    statusCondition(status),
    search
      ? or(
          ilike(suppliers.name, containsPattern(search)),
          ilike(suppliers.contact, containsPattern(search)),
          ilike(suppliers.cnpj, numberPattern(search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.name), asc(suppliers.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { items: rows.map(toSupplier), total: total?.n ?? 0, ...paging };
}

export async function getSupplier({ db, id }: { db: Db; id: string }): Promise<Supplier> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toSupplier(row);
}

export async function createSupplier({ db, input }: { db: Db; input: SupplierInput }): Promise<Supplier> {
  try {
    const [row] = await db.insert(suppliers).values(input).returning();
    return toSupplier(row!);
  } catch (error) {
    throw duplicateOr(error);
  }
}

export async function updateSupplier(options: { db: Db; id: string; input: SupplierInput }): Promise<Supplier> {
  let row;
  try {
    [row] = await options.db.update(suppliers).set(options.input).where(eq(suppliers.id, options.id)).returning();
  } catch (error) {
    throw duplicateOr(error);
  }
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toSupplier(row);
}

/** A supplier with purchases stays in them: it is made inactive, not deleted. */
export async function setSupplierActive(options: { db: Db; id: string; active: boolean }): Promise<Supplier> {
  const [row] = await options.db
    .update(suppliers)
    .set({ active: options.active })
    .where(eq(suppliers.id, options.id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toSupplier(row);
}
