import { Hono } from "hono";
import { z } from "zod";
import { reversalInputSchema } from "@shared/validation/payment";
import { saleCartSchema, saleInputSchema } from "@shared/validation/sale";
import { can } from "@shared/permissions";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { localDate } from "@server/lib/local-date";
import { pagingSchema } from "@server/lib/paging";
import { allow, currentUser } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { cartPixCharge } from "./sale-pix.service";
import { getSale, listSales } from "./sale-read.service";
import { createSale, reverseSale } from "./sales.service";

const idParam = z.object({ id: z.uuid({ error: "Venda não encontrada" }) });

interface SaleRouteOptions {
  db: Db;
  clock: () => Date;
  timeZone: string;
}

/**
 * Counter sales (docs/decisions/048): staff sell and read them, with costs and margins for the admin
 * only; only an admin reverses one. A cliente has none of it.
 */
export function salesRoutes({ db, clock, timeZone }: SaleRouteOptions) {
  const once = idempotent({ db, clock });
  return new Hono<AppEnv>()
    .get("/", allow("stock.use"), input("query", pagingSchema), async (c) =>
      c.json(await listSales({ db, paging: c.req.valid("query") })),
    )
    .get("/:id", allow("stock.use"), input("param", idParam), async (c) =>
      c.json(await getSale({ db, id: c.req.valid("param").id, withCosts: can(currentUser(c).role, "stock.costs") })),
    )
    .post("/pix", allow("stock.use"), input("json", saleCartSchema), async (c) =>
      c.json(await cartPixCharge({ db, items: c.req.valid("json").items })),
    )
    .post("/", allow("stock.use"), input("json", saleInputSchema), once, async (c) => {
      const body = c.req.valid("json");
      const user = currentUser(c);
      const sale = await createSale({ db, input: body, sellerId: user.id, today: localDate(clock(), timeZone) });
      c.set("audit", {
        action: "SALE_RECORDED",
        resourceId: sale.id,
        metadata: {
          number: sale.number,
          items: body.items.length,
          totalCents: sale.totalCents,
          method: body.payment.method,
        },
      });
      return c.json(await getSale({ db, id: sale.id, withCosts: can(user.role, "stock.costs") }), 201);
    })
    .post(
      "/:id/reversal",
      allow("payments.reverse"),
      input("param", idParam),
      input("json", reversalInputSchema),
      once,
      async (c) => {
        const { id } = c.req.valid("param");
        const { reason } = c.req.valid("json");
        c.set("audit", { action: "SALE_REVERSED", resourceId: id, metadata: { reason } });
        const now = clock();
        await reverseSale({ db, saleId: id, reason, userId: currentUser(c).id, now, today: localDate(now, timeZone) });
        return c.json(await getSale({ db, id, withCosts: true }));
      },
    );
}
