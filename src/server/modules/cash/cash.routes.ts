import { Hono } from "hono";
import { z } from "zod";
import { cashCorrectionSchema, cashMoveSchema, closeCashSchema, openCashSchema } from "@shared/validation/cash";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { pagingSchema } from "@server/lib/paging";
import { allow, currentUser } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { closeCash, correctCash, openCash, recordCashMove } from "./cash-days.service";
import { currentCashDay, getCashDay, listCashDays } from "./cash-read.service";

const dayParam = z.object({ id: z.uuid({ error: "Caixa não encontrado" }) });

/**
 * The cash register (docs/decisions/038): staff open it, record what comes in and goes out, and
 * close it with what they counted; an admin corrects a closed day. Every write is audited.
 */
export function cashRoutes({ db, clock }: { db: Db; clock: () => Date }) {
  // Every write of the register moves or counts money: a retry with the same key is never doubled.
  const once = idempotent({ db, clock });
  return new Hono<AppEnv>()
    .get("/current", allow("cash.operate"), async (c) => c.json(await currentCashDay({ db })))
    .get("/days", allow("cash.operate"), input("query", pagingSchema), async (c) =>
      c.json(await listCashDays({ db, paging: c.req.valid("query") })),
    )
    .get("/days/:id", allow("cash.operate"), input("param", dayParam), async (c) =>
      c.json(await getCashDay({ db, dayId: c.req.valid("param").id })),
    )
    .post("/open", allow("cash.operate"), input("json", openCashSchema), once, async (c) => {
      const { openingFloatCents } = c.req.valid("json");
      c.set("audit", { action: "CASH_OPENED", resource: "cash", metadata: { openingFloatCents } });
      const id = await openCash({ db, floatCents: openingFloatCents, userId: currentUser(c).id, now: clock() });
      c.set("audit", { resourceId: id });
      return c.json(await getCashDay({ db, dayId: id }), 201);
    })
    .post("/moves", allow("cash.operate"), input("json", cashMoveSchema), once, async (c) => {
      const move = c.req.valid("json");
      c.set("audit", {
        action: "CASH_MOVE",
        resource: "cash",
        metadata: { kind: move.kind, amountCents: move.amountCents, category: move.category },
      });
      await recordCashMove({ db, move, userId: currentUser(c).id });
      return c.json(await currentCashDay({ db }), 201);
    })
    .post("/close", allow("cash.operate"), input("json", closeCashSchema), once, async (c) => {
      c.set("audit", { action: "CASH_CLOSED", resource: "cash" });
      const id = await closeCash({ db, close: c.req.valid("json"), userId: currentUser(c).id, now: clock() });
      c.set("audit", { resourceId: id });
      return c.json(await getCashDay({ db, dayId: id }));
    })
    .post(
      "/days/:id/corrections",
      allow("cash.correct"),
      input("param", dayParam),
      input("json", cashCorrectionSchema),
      once,
      async (c) => {
        const { id } = c.req.valid("param");
        const correction = c.req.valid("json");
        c.set("audit", { action: "CASH_CORRECTED", resource: "cash", resourceId: id, metadata: correction });
        await correctCash({ db, dayId: id, ...correction, userId: currentUser(c).id });
        return c.json(await getCashDay({ db, dayId: id }), 201);
      },
    );
}
