import { and, eq, lte, sql } from "drizzle-orm";
import type { RateLimitKind, RateLimitRule } from "@shared/rate-limits";
import type { Db } from "@server/db/client";
import { rateLimitCounters } from "@server/db/schema/security";

interface CounterKey {
  /** A rate-limit kind, a detection counter such as failed sign-ins per IP, or a job's claim on a period. */
  kind: RateLimitKind | "login-ip" | "job";
  identifier: string;
}

export interface Counted {
  /** This event's number within its window: the first is 1. */
  count: number;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Counts one more event in a fixed window and answers its number, in one statement: concurrent
 * requests on several server instances each get a number of their own, so a limit checked against
 * it holds however many arrive at once. A window that has ended starts again at one.
 */
export async function countEvent(db: Db, key: CounterKey, rule: RateLimitRule, now: Date): Promise<Counted> {
  const expiresAt = new Date(now.getTime() + rule.windowMinutes * 60_000);
  const expired = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ kind: key.kind, identifier: key.identifier, count: 1, windowStart: now, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.kind, rateLimitCounters.identifier],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
        expiresAt: sql`case when ${expired} then ${expiresAt.toISOString()}::timestamptz else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
  const until = row?.expiresAt ?? expiresAt;
  return {
    count: row?.count ?? 1,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

export async function resetLimit(db: Db, key: CounterKey): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.kind, key.kind), eq(rateLimitCounters.identifier, key.identifier)));
}

/** Removes counters whose window has ended, as cleanup_rate_limits of docs/product.md §7; returns how many. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .returning({ kind: rateLimitCounters.kind });
  return rows.length;
}

const CLEANUP_CLAIM: CounterKey = { kind: "job", identifier: "rate-limit-cleanup" };

/**
 * The scheduled clean-up, run once per period across every server instance: the first instance to
 * count it in a period (the same atomic count the limits use) cleans; the others skip until the
 * period ends. Returns how many counters went, or null when another instance had the period.
 */
export async function cleanUpExpiredCountersOnce(db: Db, now: Date, periodMinutes: number): Promise<number | null> {
  const claim = await countEvent(db, CLEANUP_CLAIM, { max: 1, windowMinutes: periodMinutes }, now);
  if (claim.count > 1) return null;
  return deleteExpiredCounters(db, now);
}
