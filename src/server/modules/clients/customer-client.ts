import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";

/**
 * The client record a customer account sees its orders and tickets through (docs/product.md §3).
 * Created at sign-up; idempotent, so a record the sign-up hook missed is created on first use. What
 * it lets the account see is decided in customer-scope.ts.
 */
export async function ensureCustomerClient(
  db: Db,
  customer: { userId: string; name: string; phone: string | null },
): Promise<string> {
  await db
    .insert(clients)
    .values({ userId: customer.userId, name: customer.name.slice(0, 100), phone: customer.phone })
    .onConflictDoNothing({ target: clients.userId });
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, customer.userId));
  if (!row) throw new Error(`client record for user ${customer.userId} could not be created`);
  return row.id;
}
