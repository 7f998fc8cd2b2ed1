import { and, eq, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/money";
import type { OrderPart } from "@shared/order-types";
import type { OrderPartInput, OrderPartUpdate } from "@shared/validation/order-part";
import type { OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { orderParts } from "@server/db/schema/order-items";
import { products } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { lockOrderForMoney } from "@server/modules/payments/order-money.queries";
import { assertDiscountFits, storedDiscount } from "@server/modules/stock/part-lines";
import { moveStock } from "@server/modules/stock/stock-moves.service";
import { recordEvent } from "./order-events.queries";
import { approvedAsItStands, voidApprovalIfChanged } from "./quote-changes";

const PART_NOT_FOUND = "Peça não encontrada neste pedido";
const CLOSED: readonly OrderStatus[] = ["entregue", "cancelado"];

type PartRow = typeof orderParts.$inferSelect;

/**
 * The order locked for the change (its parts move its total, as a payment weighs it: one lock for both),
 * and open: a delivered or cancelled order's parts no longer change (docs/decisions/045).
 */
async function lockOpenOrder(tx: Db, orderId: string) {
  const order = await lockOrderForMoney(tx, orderId);
  if (CLOSED.includes(order.status))
    throw new AppError("CONFLICT", "Este pedido já foi encerrado: suas peças não mudam mais.");
  return { order, wasApproved: await approvedAsItStands(tx, orderId) };
}

/** Parts are part of the quote: a change after the customer's approval asks for it again (decision 029). */
function afterChange(tx: Db, locked: Awaited<ReturnType<typeof lockOpenOrder>>, userId: string, now: Date) {
  return voidApprovalIfChanged({
    tx,
    order: locked.order,
    actor: { userId, customer: false },
    wasApproved: locked.wasApproved,
    now,
  });
}

/** A part taken from stock for the order: the stock move and the line, in one transaction. */
export async function addOrderPart(options: {
  db: Db;
  orderId: string;
  input: OrderPartInput;
  userId: string;
  now: Date;
}) {
  const { db, orderId, input, userId } = options;
  return db.transaction(async (tx) => {
    const locked = await lockOpenOrder(tx, orderId);
    const [product] = await tx
      .select({ name: products.name, price: products.price, active: products.active })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw new AppError("NOT_FOUND", "Peça não encontrada");
    if (!product.active) throw new AppError("CONFLICT", `${product.name} está desativada no estoque.`);
    const unitPriceCents = input.unitPriceCents ?? toCents(product.price);
    assertDiscountFits(input, unitPriceCents, input.quantity);
    const moved = await moveStock({
      tx,
      productId: input.productId,
      kind: "saida",
      delta: -input.quantity,
      orderId,
      userId,
    });
    const [line] = await tx
      .insert(orderParts)
      .values({
        orderId,
        productId: input.productId,
        description: product.name,
        quantity: input.quantity,
        unitPrice: fromCents(unitPriceCents),
        unitCost: fromCents(moved.costCents),
        discountType: input.discountType,
        discountValue: storedDiscount(input),
        position: sql`(select coalesce(max(position) + 1, 0) from ${orderParts} where order_id = ${orderId})`,
        createdBy: userId,
      })
      .returning();
    await recordPartEvent(tx, { line: line!, userId, action: "adicionada" });
    await afterChange(tx, locked, userId, options.now);
    return toPart(line!);
  });
}

/** A line's units, price or discount changed: stock moves by the difference in units. */
export async function updateOrderPart(options: {
  db: Db;
  orderId: string;
  partId: string;
  input: OrderPartUpdate;
  userId: string;
  now: Date;
}) {
  const { db, orderId, partId, input, userId } = options;
  return db.transaction(async (tx) => {
    const locked = await lockOpenOrder(tx, orderId);
    const line = await partOf(tx, orderId, partId);
    assertDiscountFits(input, input.unitPriceCents, input.quantity);
    const delta = input.quantity - line.quantity;
    let unitCost = line.unitCost;
    if (delta !== 0) {
      const moved = await moveStock({
        tx,
        productId: line.productId,
        kind: delta > 0 ? "saida" : "devolucao",
        delta: -delta,
        orderId,
        userId,
      });
      // More units came out at today's average: the line's cost is what all of them cost.
      if (delta > 0)
        unitCost = fromCents(
          Math.round((toCents(line.unitCost) * line.quantity + moved.costCents * delta) / input.quantity),
        );
    }
    const [changed] = await tx
      .update(orderParts)
      .set({
        quantity: input.quantity,
        unitPrice: fromCents(input.unitPriceCents),
        unitCost,
        discountType: input.discountType,
        discountValue: storedDiscount(input),
      })
      .where(eq(orderParts.id, partId))
      .returning();
    await recordPartEvent(tx, { line: changed!, userId, action: "alterada" });
    await afterChange(tx, locked, userId, options.now);
    return toPart(changed!);
  });
}

/** A line taken off the order: its units go back to stock. */
export async function removeOrderPart(options: { db: Db; orderId: string; partId: string; userId: string; now: Date }) {
  const { db, orderId, partId, userId } = options;
  await db.transaction(async (tx) => {
    const locked = await lockOpenOrder(tx, orderId);
    const line = await partOf(tx, orderId, partId);
    await moveStock({ tx, productId: line.productId, kind: "devolucao", delta: line.quantity, orderId, userId });
    await tx.delete(orderParts).where(eq(orderParts.id, partId));
    await recordPartEvent(tx, { line, userId, action: "removida" });
    await afterChange(tx, locked, userId, options.now);
  });
}

async function partOf(tx: Db, orderId: string, partId: string): Promise<PartRow> {
  const [line] = await tx
    .select()
    .from(orderParts)
    .where(and(eq(orderParts.id, partId), eq(orderParts.orderId, orderId)));
  if (!line) throw new AppError("NOT_FOUND", PART_NOT_FOUND);
  return line;
}

function recordPartEvent(
  tx: Db,
  options: { line: PartRow; userId: string; action: "adicionada" | "alterada" | "removida" },
) {
  const { line, userId, action } = options;
  return recordEvent(tx, {
    orderId: line.orderId,
    userId,
    kind: "pecas",
    detail: { action, description: line.description, quantity: line.quantity },
  });
}

/** A line as staff read it right after changing it (the order's read drops the cost for a técnico). */
function toPart(line: PartRow): Omit<OrderPart, "unitCost"> {
  return {
    id: line.id,
    productId: line.productId,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountType: line.discountType,
    discountValue: line.discountValue,
  };
}
