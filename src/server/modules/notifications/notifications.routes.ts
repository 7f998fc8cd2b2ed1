import { Hono } from "hono";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { allow, currentUser } from "@server/middleware/guards";
import { listNotifications, markAllRead } from "./notifications.service";

/** The bell: the signed-in user's own notifications only. */
export function notificationsRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>()
    .get("/", allow("notifications.own"), async (c) =>
      c.json(await listNotifications({ db, userId: currentUser(c).id })),
    )
    .post("/read", allow("notifications.own"), async (c) => {
      await markAllRead({ db, userId: currentUser(c).id, now: clock() });
      return c.body(null, 204);
    });
}
