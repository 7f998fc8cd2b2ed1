import { fromCents, toCents } from "@shared/money";
import type { StockMoveKind } from "@shared/stock-types";
import { AppError } from "@server/errors";

/** One move of a history entered at once (enterMovesInBulk): as moveStock takes it, with its moment. */
export interface BulkMove {
  productId: string;
  kind: StockMoveKind;
  /** Signed units, as moveStock's. */
  delta: number;
  /** An entrada's unit cost: it moves the average cost, as moveStock's does. */
  unitCostCents?: number;
  orderId?: string;
  purchaseId?: string;
  reason?: string;
  userId: string | null;
  createdAt: Date;
}

/** A part as locked before its moves run: its quantity and average cost at that moment. */
export interface LedgerPart {
  id: string;
  name: string;
  quantity: number;
  cost: string;
}

/**
 * The moves run over the parts in the order given, in memory, as moveStock would apply them one by
 * one: quantity_after runs from the locked quantity; an entrada at a cost moves the average to
 * (quantity × average + n × cost) / (quantity + n), half-up to the centavo; any other move is valued
 * at the average of its moment. A move that would leave a part below zero is refused with moveStock's
 * message. Returns the ledger's rows and, per part, the sum of its deltas and the average reached.
 */
export function runLedger(locked: LedgerPart[], moves: BulkMove[]) {
  const state = new Map(
    locked.map((p) => [p.id, { name: p.name, quantity: p.quantity, costCents: toCents(p.cost), delta: 0 }]),
  );
  const rows = moves.map((move) => {
    const part = state.get(move.productId);
    if (!part) throw new AppError("NOT_FOUND", "Peça não encontrada");
    const quantity = part.quantity + move.delta;
    if (quantity < 0) throw new AppError("CONFLICT", `Estoque insuficiente de ${part.name}: há ${part.quantity}.`);
    const entryCents = move.kind === "entrada" ? move.unitCostCents : undefined;
    // Math.round is half-up for these positive amounts, as PostgreSQL's round() in moveStock.
    if (entryCents !== undefined)
      part.costCents = Math.round((part.quantity * part.costCents + move.delta * entryCents) / quantity);
    part.quantity = quantity;
    part.delta += move.delta;
    return {
      productId: move.productId,
      kind: move.kind,
      delta: move.delta,
      unitCost: fromCents(entryCents ?? part.costCents),
      quantityAfter: quantity,
      orderId: move.orderId,
      purchaseId: move.purchaseId,
      reason: move.reason,
      createdBy: move.userId,
      createdAt: move.createdAt,
    };
  });
  const parts = [...state.entries()].map(([id, part]) => ({ id, delta: part.delta, cost: fromCents(part.costCents) }));
  return { rows, parts };
}
