import { asc, desc, eq } from "drizzle-orm";
import type { QuoteDecision } from "@shared/quote-types";
import type { Db } from "@server/db/client";
import { orderParts, services } from "@server/db/schema/order-items";
import { quoteDecisions } from "@server/db/schema/tracking";
import { decisionOf, quoteHash, quoteSnapshot, type QuotedPartRow, type QuotedServiceRow } from "./quote-hash";

/** What the customer is asked to approve: the order's services and parts, in the order's order. */
async function quotedRows(db: Db, orderId: string): Promise<[QuotedServiceRow[], QuotedPartRow[]]> {
  return Promise.all([
    db
      .select({
        description: services.description,
        value: services.value,
        discountType: services.discountType,
        discountValue: services.discountValue,
      })
      .from(services)
      .where(eq(services.orderId, orderId))
      .orderBy(asc(services.position), asc(services.createdAt)),
    db
      .select({
        description: orderParts.description,
        quantity: orderParts.quantity,
        unitPrice: orderParts.unitPrice,
        discountType: orderParts.discountType,
        discountValue: orderParts.discountValue,
      })
      .from(orderParts)
      .where(eq(orderParts.orderId, orderId))
      .orderBy(asc(orderParts.position), asc(orderParts.createdAt)),
  ]);
}

/** An order's quote as it stands, and its hash. */
export async function currentQuote(db: Db, orderId: string) {
  const snapshot = quoteSnapshot(...(await quotedRows(db, orderId)));
  return { snapshot, hash: quoteHash(snapshot) };
}

type DecisionRow = typeof quoteDecisions.$inferSelect;

/** The customer's latest answer to any quote of the order, with whether it answered the current one. */
export async function latestDecision(db: Db, orderId: string, currentHash: string): Promise<QuoteDecision | null> {
  const [row] = await db
    .select()
    .from(quoteDecisions)
    .where(eq(quoteDecisions.orderId, orderId))
    .orderBy(desc(quoteDecisions.createdAt))
    .limit(1);
  return row ? toDecision(row, currentHash) : null;
}

export function toDecision(row: DecisionRow, currentHash: string): QuoteDecision {
  return decisionOf({ ...row, createdAt: row.createdAt.toISOString() }, currentHash);
}
