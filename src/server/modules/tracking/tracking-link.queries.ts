import { eq } from "drizzle-orm";
import type { TrackingLink } from "@shared/tracking-types";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { orderTracking } from "@server/db/schema/tracking";
import { newNonce, trackingToken, trackingTokenHash, trackingUrl } from "./tracking-token";

export interface LinkOptions {
  db: Db;
  secret: string;
  appUrl: string;
  orderId: string;
}

export type TrackingRow = typeof orderTracking.$inferSelect;

export function linkOf(row: TrackingRow, { secret, appUrl }: Pick<LinkOptions, "secret" | "appUrl">): TrackingLink {
  const token = trackingToken(secret, row.nonce);
  // A row restored from another installation's backup was hashed under another secret: no working link.
  const valid = row.tokenHash !== null && row.tokenHash === trackingTokenHash(token);
  return {
    url: valid ? trackingUrl(appUrl, token) : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    views: row.views,
    firstViewedAt: row.firstViewedAt?.toISOString() ?? null,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  };
}

/**
 * The order's link row, made the first time anyone asks (new orders and those from before links
 * existed alike), kept until revoked. The caller knows the order exists.
 */
export async function ensureTrackingRow({ db, secret, orderId }: LinkOptions): Promise<TrackingRow> {
  const nonce = newNonce();
  await db
    .insert(orderTracking)
    .values({ orderId, nonce, tokenHash: trackingTokenHash(trackingToken(secret, nonce)) })
    .onConflictDoNothing();
  const [row] = await db.select().from(orderTracking).where(eq(orderTracking.orderId, orderId));
  return row!;
}

/**
 * The link an e-mail's button opens, made when the message goes out rather than stored with it: the
 * outbox then never holds a working link (docs/decisions/029). Null for an order deleted since, or a
 * link revoked on purpose.
 */
export async function currentTrackingUrl(options: LinkOptions): Promise<string | null> {
  const [order] = await options.db.select({ id: orders.id }).from(orders).where(eq(orders.id, options.orderId));
  if (!order) return null;
  return linkOf(await ensureTrackingRow(options), options).url;
}
