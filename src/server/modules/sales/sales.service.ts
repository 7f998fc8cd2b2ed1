import { and, asc, eq } from "drizzle-orm";
import { fromCents } from "@shared/money";
import { MAX_PAYMENT_CENTS } from "@shared/payments";
import { formatSaleNumber, tenderedShortMessage } from "@shared/sale-types";
import type { z } from "zod";
import type { saleInputSchema } from "@shared/validation/sale";
import type { Db } from "@server/db/client";
import { payments } from "@server/db/schema/money";
import { saleItems, sales } from "@server/db/schema/sales";
import { clients } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { cashDayFor } from "@server/modules/payments/cash-day-for.queries";
import { insertReversal } from "@server/modules/payments/payments.service";
import { moveStock } from "@server/modules/stock/stock-moves.service";
import { cartTotalCents, priceLines } from "./sale-lines.queries";

type SaleInput = z.output<typeof saleInputSchema>;

export const SALE_NOT_FOUND = "Venda não encontrada";

/** Product ids in one order for every writer: two carts with the same parts lock them alike, never crosswise. */
const byProduct = <T extends { productId: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

/**
 * A counter sale (docs/decisions/048), in one transaction: the cart priced from the catalog, each part
 * out of stock (a part short refuses the whole sale, with moveStock's message), the lines with the cost
 * their moves carried, and the payment of the whole total. Answers the new sale's id.
 */
export async function createSale(options: { db: Db; input: SaleInput; sellerId: string; today: string }) {
  const { db, input, sellerId, today } = options;
  return db.transaction(async (tx) => {
    if (input.clientId !== null) {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
      if (!client) throw new AppError("NOT_FOUND", "Cliente não encontrado");
    }
    const lines = await priceLines(tx, input.items);
    const totalCents = cartTotalCents(lines);
    if (totalCents <= 0) throw new AppError("VALIDATION_ERROR", "O total da venda deve ser maior que zero.");
    if (totalCents > MAX_PAYMENT_CENTS)
      throw new AppError("VALIDATION_ERROR", "Valor acima do limite de R$ 10.000.000,00");
    const { cashTenderedCents } = input.payment;
    if (cashTenderedCents !== null && cashTenderedCents < totalCents)
      throw new AppError("VALIDATION_ERROR", tenderedShortMessage(cashTenderedCents, totalCents));
    // Before any stock moves: cash with the register closed refuses the sale as it stands.
    const cashDayId = await cashDayFor(tx, input.payment.method);
    const [sale] = await tx.insert(sales).values({ clientId: input.clientId, soldBy: sellerId }).returning();
    const costs = new Map<number, string>();
    const positioned = lines.map((line, position) => ({ ...line, position }));
    for (const line of byProduct(positioned)) {
      const moved = await moveStock({
        tx,
        productId: line.productId,
        kind: "saida",
        delta: -line.quantity,
        saleId: sale!.id,
        userId: sellerId,
      });
      costs.set(line.position, fromCents(moved.costCents));
    }
    await tx.insert(saleItems).values(
      positioned.map(({ totalCents: _total, ...line }) => ({
        ...line,
        saleId: sale!.id,
        unitCost: costs.get(line.position)!,
      })),
    );
    await tx.insert(payments).values({
      saleId: sale!.id,
      kind: "pagamento",
      direction: "entrada",
      method: input.payment.method,
      amount: fromCents(totalCents),
      installments: input.payment.method === "cartao_credito" ? (input.payment.installments ?? 1) : null,
      cashTendered: cashTenderedCents === null ? null : fromCents(cashTenderedCents),
      paidOn: today,
      receivedBy: sellerId,
      recordedBy: sellerId,
      cashDayId,
    });
    return { id: sale!.id, number: sale!.number, totalCents };
  });
}

/**
 * An admin's reversal of a sale (docs/decisions/048): the estorno of its payment (cash back through the
 * open register, as any estorno) and a devolução of each part, in one transaction under the sale's row
 * lock, so two reversals sent together reverse once. The sale stays, marked with who, when and why.
 */
export async function reverseSale(options: {
  db: Db;
  saleId: string;
  reason: string;
  userId: string;
  now: Date;
  today: string;
}) {
  const { db, saleId, reason, userId, now, today } = options;
  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for("update");
    if (!sale) throw new AppError("NOT_FOUND", SALE_NOT_FOUND);
    if (sale.reversedAt !== null) throw new AppError("CONFLICT", "Esta venda já foi estornada.");
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.saleId, saleId), eq(payments.kind, "pagamento")));
    await insertReversal({ tx, original: payment!, reason, recorderId: userId, today });
    const items = await tx
      .select()
      .from(saleItems)
      .where(eq(saleItems.saleId, saleId))
      .orderBy(asc(saleItems.position));
    for (const item of byProduct(items))
      await moveStock({
        tx,
        productId: item.productId,
        kind: "devolucao",
        delta: item.quantity,
        saleId,
        reason: `Estorno da ${formatSaleNumber(sale.number)}`,
        userId,
      });
    await tx
      .update(sales)
      .set({ reversedAt: now, reversedBy: userId, reversalReason: reason })
      .where(eq(sales.id, saleId));
    return { id: saleId, number: sale.number };
  });
}
