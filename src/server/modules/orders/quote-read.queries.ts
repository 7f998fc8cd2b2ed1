import { asc, desc, eq } from "drizzle-orm";
import type { QuoteDecision } from "@shared/quote-types";
import type { Db } from "@server/db/client";
import { services } from "@server/db/schema/order-items";
import { quoteDecisions } from "@server/db/schema/tracking";
import { decisionOf, quoteHash, quoteSnapshot, type QuotedServiceRow } from "./quote-hash";

async function servicesOf(db: Db, orderId: string): Promise<QuotedServiceRow[]> {
  const rows = await db
    .select({
      description: services.description,
      value: services.value,
      discountType: services.discountType,
      discountValue: services.discountValue,
    })
    .from(services)
    .where(eq(services.orderId, orderId))
    .orderBy(asc(services.position), asc(services.createdAt));
  return rows;
}

/** An order's quote as it stands, and its hash. */
export async function currentQuote(db: Db, orderId: string) {
  const snapshot = quoteSnapshot(await servicesOf(db, orderId));
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
