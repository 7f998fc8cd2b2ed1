import { and, eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Payment } from "@shared/payments";
import type { Db } from "@server/db/client";
import { payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";
import { paymentRows } from "./payment-rows.queries";

/**
 * An order's payments, refunds and reversals in the order they happened, for whoever may see the
 * order: staff, and the customer their own.
 */
export async function listOrderPayments(options: { db: Db; user: SessionUser; orderId: string }): Promise<Payment[]> {
  const { db, orderId } = options;
  const scope = await customerScope(db, options.user);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), withinScope(scope, orders.clientId)));
  if (!order) throw new AppError("NOT_FOUND", "Pedido não encontrado");
  return paymentRows(db, eq(payments.orderId, orderId));
}
