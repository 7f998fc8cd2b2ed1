import { Hono } from "hono";
import { z } from "zod";
import { purchaseSchema } from "@shared/validation/stock";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { localDate } from "@server/lib/local-date";
import { pagingSchema } from "@server/lib/paging";
import { allow, currentUser } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { getPurchase, listPurchases } from "./purchase-list.service";
import { createPurchase } from "./purchases.service";

const listQuery = pagingSchema.extend({ supplierId: z.uuid({ error: "Fornecedor não encontrado" }).optional() });
const idParam = z.object({ id: z.uuid({ error: "Compra não encontrada" }) });

interface PurchaseRouteOptions {
  db: Db;
  clock: () => Date;
  timeZone: string;
}

/** Purchases are the admin's (docs/decisions/043): each adds its items to stock at their cost, at once. */
export function purchasesRoutes({ db, clock, timeZone }: PurchaseRouteOptions) {
  return new Hono<AppEnv>()
    .get("/", allow("stock.manage"), input("query", listQuery), async (c) => {
      const { supplierId, ...paging } = c.req.valid("query");
      return c.json(await listPurchases({ db, supplierId, paging }));
    })
    .get("/:id", allow("stock.manage"), input("param", idParam), async (c) =>
      c.json(await getPurchase({ db, id: c.req.valid("param").id })),
    )
    .post("/", allow("stock.manage"), input("json", purchaseSchema), idempotent({ db, clock }), async (c) => {
      const body = c.req.valid("json");
      c.set("audit", {
        action: "PURCHASE_RECORDED",
        metadata: { supplierId: body.supplierId, items: body.items.length },
      });
      const purchase = await createPurchase({
        db,
        input: body,
        userId: currentUser(c).id,
        today: localDate(clock(), timeZone),
      });
      c.set("audit", {
        action: "PURCHASE_RECORDED",
        resourceId: purchase.id,
        metadata: { supplierId: body.supplierId, items: body.items.length, totalCents: purchase.totalCents },
      });
      return c.json(purchase, 201);
    });
}
