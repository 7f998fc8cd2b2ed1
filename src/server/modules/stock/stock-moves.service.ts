import { eq, inArray, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/money";
import { PAGE, pathOf } from "@shared/page-paths";
import type { StockMoveKind } from "@shared/stock-types";
import type { Db } from "@server/db/client";
import { CHECK_VIOLATION, violatedConstraint } from "@server/db/constraint-violation";
import { products, stockMoves } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { notifyStaff } from "@server/modules/notifications/notifications.service";
import { runLedger, type BulkMove, type LedgerPart } from "./bulk-ledger";

export interface MoveStockOptions {
  /** The caller's transaction: the move and what it belongs to commit together. */
  tx: Db;
  productId: string;
  kind: StockMoveKind;
  /** Signed units: positive for entrada and devolucao, negative for saida, either for ajuste. */
  delta: number;
  /** An entrada's unit cost (a purchase's): it moves the average cost. */
  unitCostCents?: number;
  orderId?: string;
  purchaseId?: string;
  saleId?: string;
  reason?: string;
  userId: string | null;
}

export interface MovedStock {
  moveId: string;
  quantity: number;
  costCents: number;
}

/**
 * The one way a product's quantity changes (docs/decisions/043; a test holds it the only writer): a
 * relative update, so concurrent moves add up, and a ledger row with the quantity after it. Two takes
 * of the last unit: the second waits for the first's row lock, sees zero and breaks
 * CHECK (quantity >= 0), answered as "Estoque insuficiente de <peça>: há N." An entrada at a cost moves
 * the average cost to (quantity × average + n × cost) / (quantity + n), rounded half-up to the
 * centavo; the move keeps the unit cost of that moment (the entrada's own, else the average).
 */
export async function moveStock(options: MoveStockOptions): Promise<MovedStock> {
  const { tx, productId, kind, delta, unitCostCents } = options;
  const entryCost = kind === "entrada" && unitCostCents !== undefined ? fromCents(unitCostCents) : null;
  const averaged =
    entryCost === null
      ? {}
      : {
          cost: sql`round((${products.quantity} * ${products.cost} + ${delta} * ${entryCost}::numeric) / (${products.quantity} + ${delta}), 2)`,
        };
  let moved: { quantity: number; cost: string; minimum: number; name: string }[];
  try {
    // A savepoint: refused, it leaves the caller's transaction usable to read what is left, for the message.
    moved = await tx.transaction((savepoint) =>
      savepoint
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${delta}`, ...averaged })
        .where(eq(products.id, productId))
        .returning({
          quantity: products.quantity,
          cost: products.cost,
          minimum: products.minimum,
          name: products.name,
        }),
    );
  } catch (error) {
    if (violatedConstraint(error, CHECK_VIOLATION) === "products_quantity_not_negative")
      throw await insufficientStock(tx, productId);
    throw error;
  }
  const [after] = moved;
  if (!after) throw new AppError("NOT_FOUND", "Peça não encontrada");
  // The move that takes a part under its minimum tells the staff, once: the next ones find it there already.
  if (after.quantity < after.minimum && after.quantity - delta >= after.minimum)
    await notifyStaff({
      db: tx,
      message: {
        title: "Estoque baixo",
        body: `${after.name}: ${after.quantity} em estoque, abaixo do mínimo de ${after.minimum}.`,
        link: pathOf(PAGE.product, { id: productId }),
      },
    });
  const [move] = await tx
    .insert(stockMoves)
    .values({
      productId,
      kind,
      delta,
      unitCost: entryCost ?? after.cost,
      quantityAfter: after.quantity,
      orderId: options.orderId,
      purchaseId: options.purchaseId,
      saleId: options.saleId,
      reason: options.reason,
      createdBy: options.userId,
    })
    .returning({ id: stockMoves.id });
  return { moveId: move!.id, quantity: after.quantity, costCents: toCents(after.cost) };
}

async function insufficientStock(tx: Db, productId: string): Promise<AppError> {
  const [product] = await tx
    .select({ name: products.name, quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return new AppError("CONFLICT", `Estoque insuficiente de ${product!.name}: há ${product!.quantity}.`);
}

/**
 * The opening stock of parts just registered together (a CSV import): entradas at their own cost, one
 * statement for the quantities and one for the ledger, instead of two round trips per part. Only for
 * parts created in the caller's transaction, at quantity zero: no one else can be moving them.
 */
export async function enterOpeningStock(options: {
  tx: Db;
  items: { productId: string; quantity: number; unitCostCents: number }[];
  reason: string;
  userId: string;
}) {
  const { tx, items, reason, userId } = options;
  if (items.length === 0) return;
  // In slices: a statement carries at most 65,535 parameters.
  for (let first = 0; first < items.length; first += 1000) {
    const values = items
      .slice(first, first + 1000)
      .map((item) => sql`(${item.productId}::uuid, ${item.quantity}::int)`);
    await tx.execute(
      sql`update ${products} p set quantity = p.quantity + v.quantity
        from (values ${sql.join(values, sql`, `)}) as v(id, quantity) where p.id = v.id`,
    );
  }
  for (let first = 0; first < items.length; first += 1000)
    await tx.insert(stockMoves).values(
      items.slice(first, first + 1000).map((item) => ({
        productId: item.productId,
        kind: "entrada" as const,
        delta: item.quantity,
        unitCost: fromCents(item.unitCostCents),
        quantityAfter: item.quantity,
        reason,
        createdBy: userId,
      })),
    );
}

/** Rows per statement: 13 parameters a move, far below PostgreSQL's 65,535. */
const BULK_SLICE = 1000;

/**
 * Many moves in one go, in the order given (a shop's history loaded by the scale seed, where a million
 * moveStock calls would take hours): the same ledger moveStock writes, in three statements per thousand
 * moves instead of three per move. The parts named are locked first (in a fixed order, so two bulk
 * writers cannot deadlock) and the moves run over them in memory (bulk-ledger.ts); a move that would
 * take a part below zero refuses the whole batch. Each part's quantity then moves once, by the sum of
 * its deltas (relative, as moveStock's), and its cost is set to the average reached. No low-stock
 * notification: these are history, not news.
 */
export async function enterMovesInBulk(options: { tx: Db; moves: BulkMove[] }): Promise<void> {
  const { tx, moves } = options;
  if (moves.length === 0) return;
  const ids = [...new Set(moves.map((m) => m.productId))].sort();
  const locked: LedgerPart[] = [];
  for (let first = 0; first < ids.length; first += BULK_SLICE)
    locked.push(
      ...(await tx
        .select({ id: products.id, name: products.name, quantity: products.quantity, cost: products.cost })
        .from(products)
        .where(inArray(products.id, ids.slice(first, first + BULK_SLICE)))
        .orderBy(products.id)
        .for("update")),
    );
  const { rows, parts } = runLedger(locked, moves);
  for (let first = 0; first < rows.length; first += BULK_SLICE)
    await tx.insert(stockMoves).values(rows.slice(first, first + BULK_SLICE));
  for (let first = 0; first < parts.length; first += BULK_SLICE) {
    const values = parts
      .slice(first, first + BULK_SLICE)
      .map((part) => sql`(${part.id}::uuid, ${part.delta}::int, ${part.cost}::numeric)`);
    await tx.execute(
      sql`update ${products} p set quantity = p.quantity + v.delta, cost = v.cost
        from (values ${sql.join(values, sql`, `)}) as v(id, delta, cost) where p.id = v.id`,
    );
  }
}
