import { Hono } from "hono";
import { z } from "zod";
import { quoteAnswerSchema } from "@shared/validation/quote";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { getOrder, ORDER_NOT_FOUND } from "@server/modules/orders/orders.service";
import { answerQuote } from "./quote.service";

const idParam = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });

/** The customer's answer to their own order's quote, from the signed-in portal (docs/decisions/029). */
export function quotesRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>().post(
    "/:id/quote",
    allow("quotes.answer"),
    input("param", idParam),
    input("json", quoteAnswerSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = currentUser(c);
      // Within the customer's own orders only: another client's order is not found.
      await getOrder({ db, user, id });
      const answer = c.req.valid("json");
      c.set("audit", { action: answer.decision === "aprovado" ? "QUOTE_APPROVED" : "QUOTE_REFUSED" });
      await answerQuote({
        db,
        orderId: id,
        answer,
        channel: "portal",
        userId: user.id,
        ipAddress: c.get("ip"),
        userAgent: c.req.header("user-agent") ?? null,
        now: clock(),
      });
      return c.json(await getOrder({ db, user, id }));
    },
  );
}
