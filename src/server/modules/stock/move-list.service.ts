import { count, desc, eq } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { Page } from "@shared/paging";
import type { StockMove } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { products, stockMoves } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { offsetOf, type Paging } from "@server/lib/paging";

type MoveRow = typeof stockMoves.$inferSelect;

function toMove(row: MoveRow, userName: string | null, seesCosts: boolean): StockMove {
  const move: StockMove = {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    orderId: row.orderId,
    purchaseId: row.purchaseId,
    saleId: row.saleId,
    reason: row.reason,
    createdBy: row.createdBy ? { id: row.createdBy, name: userName ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
  };
  if (seesCosts) move.unitCostCents = row.unitCost === null ? null : toCents(row.unitCost);
  return move;
}

/** A product's moves, newest first: who, when, how many, the quantity after; the cost for the admin. */
export async function listProductMoves(options: {
  db: Db;
  productId: string;
  paging: Paging;
  seesCosts: boolean;
}): Promise<Page<StockMove>> {
  const { db, productId, paging, seesCosts } = options;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError("NOT_FOUND", "Peça não encontrada");
  const where = eq(stockMoves.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ move: stockMoves, userName: user.name })
      .from(stockMoves)
      .leftJoin(user, eq(user.id, stockMoves.createdBy))
      .where(where)
      .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(stockMoves).where(where),
  ]);
  return { items: rows.map((r) => toMove(r.move, r.userName, seesCosts)), total: total?.n ?? 0, ...paging };
}
