import { eq, sql } from "drizzle-orm";
import type { TrackingLink } from "@shared/tracking-types";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { orderTracking } from "@server/db/schema/tracking";
import { AppError } from "@server/errors";
import { recordEvent } from "@server/modules/orders/order-events.queries";
import { ORDER_NOT_FOUND } from "@server/modules/orders/orders.service";
import { ensureTrackingRow, linkOf, type LinkOptions } from "./tracking-link.queries";
import { newNonce, trackingToken, trackingTokenHash } from "./tracking-token";

async function assertOrderExists(db: Db, orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
}

/** An order's tracking link, for staff and the customer's own account (ensureTrackingRow). */
export async function trackingLink(options: LinkOptions): Promise<TrackingLink> {
  await assertOrderExists(options.db, options.orderId);
  return linkOf(await ensureTrackingRow(options), options);
}

/** A new link: the old one stops working at once (a printout lost, a message sent to the wrong number). */
export async function renewTrackingLink(options: LinkOptions & { userId: string }): Promise<TrackingLink> {
  const { db, orderId, secret } = options;
  await assertOrderExists(db, orderId);
  const nonce = newNonce();
  const values = { nonce, tokenHash: trackingTokenHash(trackingToken(secret, nonce)), revokedAt: null };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(orderTracking)
      .values({ orderId, ...values })
      .onConflictDoUpdate({ target: orderTracking.orderId, set: values })
      .returning();
    await recordEvent(tx, { orderId, userId: options.userId, kind: "link_renovado" });
    return saved!;
  });
  return linkOf(row, options);
}

/** No link works until staff make a new one. */
export async function revokeTrackingLink(options: LinkOptions & { userId: string; now: Date }): Promise<TrackingLink> {
  const { db, orderId } = options;
  await assertOrderExists(db, orderId);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(orderTracking)
      .values({ orderId, nonce: newNonce(), tokenHash: null, revokedAt: options.now })
      .onConflictDoUpdate({ target: orderTracking.orderId, set: { tokenHash: null, revokedAt: options.now } })
      .returning();
    await recordEvent(tx, { orderId, userId: options.userId, kind: "link_revogado" });
    return saved!;
  });
  return linkOf(row, options);
}

/** The order a public token opens, or null for any token that opens nothing (unknown, revoked, malformed). */
export async function orderOfToken({ db, token }: { db: Db; token: string }): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orderTracking.orderId })
    .from(orderTracking)
    .where(eq(orderTracking.tokenHash, trackingTokenHash(token)));
  return row?.orderId ?? null;
}

/** Counts a visit to the public page; the first one goes into the order's history. */
export async function recordTrackingView({ db, orderId, now }: { db: Db; orderId: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderTracking)
      .set({
        views: sql`${orderTracking.views} + 1`,
        firstViewedAt: sql`coalesce(${orderTracking.firstViewedAt}, ${now.toISOString()}::timestamptz)`,
        lastViewedAt: now,
      })
      .where(eq(orderTracking.orderId, orderId))
      .returning({ views: orderTracking.views });
    if (row?.views === 1) await recordEvent(tx, { orderId, userId: null, kind: "acompanhamento_visto" });
  });
}
