import { Hono } from "hono";
import { z } from "zod";
import { orderPartInputSchema, orderPartUpdateSchema } from "@shared/validation/order-part";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { addOrderPart, removeOrderPart, updateOrderPart } from "./order-parts.service";

const orderParam = z.object({ id: z.uuid({ error: "Pedido não encontrado" }) });
const partParam = orderParam.extend({ partId: z.uuid({ error: "Peça não encontrada neste pedido" }) });

/**
 * Parts on an order (docs/decisions/045): staff add, change and remove them, and stock moves with each;
 * the order's read lists them (orders.routes.ts).
 */
export function orderPartsRoutes({ db, clock }: { db: Db; clock: () => Date }) {
  return new Hono<AppEnv>()
    .post(
      "/:id/parts",
      allow("stock.use"),
      input("param", orderParam),
      input("json", orderPartInputSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const body = c.req.valid("json");
        c.set("audit", {
          action: "ORDER_PART_ADDED",
          resource: "orders",
          resourceId: id,
          metadata: { productId: body.productId, quantity: body.quantity },
        });
        return c.json(
          await addOrderPart({ db, orderId: id, input: body, userId: currentUser(c).id, now: clock() }),
          201,
        );
      },
    )
    .put(
      "/:id/parts/:partId",
      allow("stock.use"),
      input("param", partParam),
      input("json", orderPartUpdateSchema),
      async (c) => {
        const { id, partId } = c.req.valid("param");
        const body = c.req.valid("json");
        c.set("audit", {
          action: "ORDER_PART_CHANGED",
          resource: "orders",
          resourceId: id,
          metadata: { partId, quantity: body.quantity },
        });
        return c.json(
          await updateOrderPart({ db, orderId: id, partId, input: body, userId: currentUser(c).id, now: clock() }),
        );
      },
    )
    .delete("/:id/parts/:partId", allow("stock.use"), input("param", partParam), async (c) => {
      const { id, partId } = c.req.valid("param");
      c.set("audit", { action: "ORDER_PART_REMOVED", resource: "orders", resourceId: id, metadata: { partId } });
      await removeOrderPart({ db, orderId: id, partId, userId: currentUser(c).id, now: clock() });
      return c.body(null, 204);
    });
}
