import { createHash } from "node:crypto";
import { fromCents, orderTotalCents, partTotalCents, serviceTotalCents } from "@shared/money";
import type { OrderPart, OrderService } from "@shared/order-types";
import type { QuoteDecision } from "@shared/quote-types";
import type { QuoteSnapshot } from "@server/db/schema/tracking";

export type QuotedServiceRow = Pick<OrderService, "description" | "value" | "discountType" | "discountValue">;
export type QuotedPartRow = Pick<
  OrderPart,
  "description" | "quantity" | "unitPrice" | "discountType" | "discountValue"
>;

/**
 * The quote as the customer sees it: each service's and part's amounts and what it costs after its
 * discount (docs/decisions/045: the customer approves parts and services together).
 */
export function quoteSnapshot(services: readonly QuotedServiceRow[], parts: readonly QuotedPartRow[]): QuoteSnapshot {
  const quotedParts = parts.map((p) => ({
    description: p.description,
    quantity: p.quantity,
    unitPrice: p.unitPrice,
    discountType: p.discountType,
    discountValue: p.discountValue,
    total: fromCents(partTotalCents(p)),
  }));
  return {
    services: services.map((s) => ({
      description: s.description,
      value: s.value,
      discountType: s.discountType,
      discountValue: s.discountValue,
      total: fromCents(serviceTotalCents(s)),
    })),
    ...(quotedParts.length > 0 ? { parts: quotedParts } : {}),
    total: fromCents(orderTotalCents(services, parts)),
  };
}

/** A quote with nothing in it: no price to approve (a quote not made yet is not a free repair). */
export function isEmptyQuote(snapshot: QuoteSnapshot): boolean {
  return snapshot.services.length === 0 && !snapshot.parts?.length;
}

/** What identifies a quote: any change of a service, a part, an amount or their order makes another. */
export function quoteHash(snapshot: QuoteSnapshot): string {
  return createHash("sha256").update(JSON.stringify(snapshot)).digest("hex");
}

/** A stored answer (as a row or as the JSON an order's read builds), with whether it answered `currentHash`. */
export function decisionOf(
  row: Omit<QuoteDecision, "current"> & { quoteHash: string },
  currentHash: string,
): QuoteDecision {
  return {
    decision: row.decision,
    signerName: row.signerName,
    reason: row.reason,
    total: row.total,
    channel: row.channel,
    createdAt: row.createdAt,
    current: row.quoteHash === currentHash,
  };
}
