import { Hono } from "hono";
import QRCode from "qrcode";
import { z } from "zod";
import type { TrackingLinkWithQr, TrackingLink } from "@shared/tracking-types";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { getOrder, ORDER_NOT_FOUND } from "@server/modules/orders/orders.service";
import { renewTrackingLink, revokeTrackingLink, trackingLink } from "./tracking.service";

const idParam = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });

/** The link as a QR code, drawn here (no outside service): an SVG the printouts scale to their paper. */
async function withQr(link: TrackingLink): Promise<TrackingLinkWithQr> {
  const qrSvg = link.url
    ? await QRCode.toString(link.url, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
    : null;
  return { ...link, qrSvg };
}

/**
 * An order's public tracking link (docs/decisions/029): whoever may see the order reads it (staff, and
 * the customer their own); staff renew or revoke it.
 */
export function trackingRoutes(options: { db: Db; secret: string; appUrl: string; clock: () => Date }) {
  const { db, secret, appUrl, clock } = options;
  return new Hono<AppEnv>()
    .get("/:id/tracking", allow("orders.read"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      await getOrder({ db, user: currentUser(c), id });
      return c.json(await withQr(await trackingLink({ db, secret, appUrl, orderId: id })));
    })
    .post("/:id/tracking", allow("orders.write"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      c.set("audit", { action: "TRACKING_LINK_RENEWED" });
      const link = await renewTrackingLink({ db, secret, appUrl, orderId: id, userId: currentUser(c).id });
      return c.json(await withQr(link));
    })
    .delete("/:id/tracking", allow("orders.write"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      c.set("audit", { action: "TRACKING_LINK_REVOKED" });
      const link = await revokeTrackingLink({
        db,
        secret,
        appUrl,
        orderId: id,
        userId: currentUser(c).id,
        now: clock(),
      });
      return c.json(await withQr(link));
    });
}
