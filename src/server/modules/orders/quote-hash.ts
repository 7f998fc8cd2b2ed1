import { createHash } from "node:crypto";
import { fromCents, serviceTotalCents, servicesTotalCents } from "@shared/money";
import type { OrderService } from "@shared/order-types";
import type { QuoteDecision } from "@shared/quote-types";
import type { QuoteSnapshot } from "@server/db/schema/tracking";

export type QuotedServiceRow = Pick<OrderService, "description" | "value" | "discountType" | "discountValue">;

/** The quote as the customer sees it: each service's amounts and what it costs after its discount. */
export function quoteSnapshot(rows: readonly QuotedServiceRow[]): QuoteSnapshot {
  return {
    services: rows.map((s) => ({
      description: s.description,
      value: s.value,
      discountType: s.discountType,
      discountValue: s.discountValue,
      total: fromCents(serviceTotalCents(s)),
    })),
    total: fromCents(servicesTotalCents(rows)),
  };
}

/** What identifies a quote: any change of a service, an amount or their order makes another. */
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
