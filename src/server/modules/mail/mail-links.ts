import { orderPage } from "@shared/page-paths";
import type { Db } from "@server/db/client";
import { LINK_PLACEHOLDER } from "./templates";

const TRACKING_REF = "tracking:";

/**
 * The outbox `link` of a message whose button opens an order's public tracking page. It names the
 * order, not the link: the outbox (and its backups) then holds no working tracking link
 * (docs/decisions/029); the link is made as the message goes out or is shown (messageLink).
 */
export const trackingLinkOf = (orderId: string) => `${TRACKING_REF}${orderId}`;

/**
 * What the messages' links are made from and checked against. The composition roots pass it
 * (mailLinkSources, src/server/api.ts): tracking and account depend on mail (they write messages,
 * directly or through notifications), so mail imports neither (docs/decisions/036).
 */
export interface LinkSources {
  /** The order's tracking page as it stands now, or null: no such order, or its link revoked. */
  trackingUrl: (db: Db, orderId: string) => Promise<string | null>;
  /** Which of these one-use links (`path#token`) can still be used. */
  usableLinks: (db: Db, links: string[], now: Date) => Promise<Set<string>>;
}

interface LinkContext {
  db: Db;
  appUrl: string;
  sources: LinkSources;
}

/**
 * The full address a message's button opens: the app path it was written with, or the order's
 * tracking link as it stands now. A tracking link revoked since (revoked on purpose) gives way to the
 * order's page in the portal, which the recipient, the account's owner, can open. Null once a
 * one-use link was dropped.
 */
export async function messageLink(link: string | null, { db, appUrl, sources }: LinkContext): Promise<string | null> {
  if (!link) return null;
  if (!link.startsWith(TRACKING_REF)) return new URL(link, appUrl).toString();
  const orderId = link.slice(TRACKING_REF.length);
  const tracking = await sources.trackingUrl(db, orderId);
  return tracking ?? new URL(orderPage(orderId), appUrl).toString();
}

/** A message's body with its link in place, or a note once a one-use link was dropped. */
export function withLink(body: string, link: string | null): string {
  return body.replaceAll(LINK_PLACEHOLDER, link ?? "(link de uso único, removido após o envio)");
}
