import { eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";

/**
 * The client record a customer account sees its orders and tickets through (GUIDE §4.3).
 * Created at sign-up; idempotent, so a record the sign-up hook missed is created on first use.
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

/** The client record of a customer account, or null when it has none yet. */
export async function findCustomerClientId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
  return row?.id ?? null;
}

/**
 * The client record a user's orders and tickets are limited to: `undefined` for staff, who see all;
 * a cliente's own record (GUIDE §4.3); `null` for a cliente with no record yet, who sees none at all.
 */
export async function ownClientScope(db: Db, user: SessionUser): Promise<string | undefined | null> {
  if (user.role !== "cliente") return undefined;
  return findCustomerClientId(db, user.id);
}
