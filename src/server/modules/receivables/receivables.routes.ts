import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { localDate } from "@server/lib/local-date";
import { pagingSchema } from "@server/lib/paging";
import { allow } from "@server/middleware/guards";
import { listReceivables } from "./receivables.service";

const receivablesQuery = pagingSchema.extend({
  clientId: z.uuid({ error: "Cliente inválido" }).optional(),
  technicianId: z.string().trim().min(1).max(100).optional(),
});

/** What the whole shop is owed (docs/decisions/038): the admin's screen. */
export function receivablesRoutes({ db, clock, timeZone }: { db: Db; clock: () => Date; timeZone: string }) {
  return new Hono<AppEnv>().get("/", allow("receivables.read"), input("query", receivablesQuery), async (c) => {
    const { clientId, technicianId, ...paging } = c.req.valid("query");
    return c.json(
      await listReceivables({
        db,
        filters: { clientId, technicianId },
        paging,
        today: localDate(clock(), timeZone),
        timeZone,
      }),
    );
  });
}
