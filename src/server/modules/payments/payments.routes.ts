import { Hono } from "hono";
import { z } from "zod";
import { paymentInputSchema, reversalInputSchema } from "@shared/validation/payment";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { localDate } from "@server/lib/local-date";
import { allow, currentUser } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { listOrderPayments } from "./payment-list.service";
import { recordPayment, reversePayment } from "./payments.service";

const orderParam = z.object({ id: z.uuid({ error: "Pedido não encontrado" }) });
const paymentParam = z.object({ id: z.uuid({ error: "Pagamento não encontrado" }) });

interface PaymentRouteOptions {
  db: Db;
  clock: () => Date;
  timeZone: string;
}

/**
 * An order's payments (docs/decisions/038): whoever may see the order reads them, staff record one.
 */
export function orderPaymentRoutes({ db, clock, timeZone }: PaymentRouteOptions) {
  return new Hono<AppEnv>()
    .get("/:id/payments", allow("orders.read"), input("param", orderParam), async (c) =>
      c.json(await listOrderPayments({ db, user: currentUser(c), orderId: c.req.valid("param").id })),
    )
    .post(
      "/:id/payments",
      allow("payments.record"),
      input("param", orderParam),
      input("json", paymentInputSchema),
      idempotent({ db, clock }),
      async (c) => {
        const { id } = c.req.valid("param");
        const body = c.req.valid("json");
        c.set("audit", {
          action: "PAYMENT_RECORDED",
          resource: "orders",
          resourceId: id,
          metadata: { amountCents: body.amountCents, method: body.method },
        });
        const { payment, money } = await recordPayment({
          db,
          orderId: id,
          input: body,
          recorderId: currentUser(c).id,
          today: localDate(clock(), timeZone),
        });
        return c.json({ id: payment.id, money }, 201);
      },
    );
}

/** Only an admin reverses a payment (estorno), with a reason: audited, shown struck through. */
export function paymentReversalRoutes({ db, clock, timeZone }: PaymentRouteOptions) {
  return new Hono<AppEnv>().post(
    "/:id/reversal",
    allow("payments.reverse"),
    input("param", paymentParam),
    input("json", reversalInputSchema),
    idempotent({ db, clock }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      c.set("audit", { action: "PAYMENT_REVERSED", resource: "payments", resourceId: id, metadata: { reason } });
      const { reversal, money } = await reversePayment({
        db,
        paymentId: id,
        reason,
        recorderId: currentUser(c).id,
        today: localDate(clock(), timeZone),
      });
      return c.json({ id: reversal.id, money }, 201);
    },
  );
}
