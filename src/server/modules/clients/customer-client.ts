import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";
import { mergeClientRecords } from "./client-merge";

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

/**
 * The record a new customer account starts with. Once e-mail is configured, an address that a shop's
 * client record already holds waits for its confirmation (linkConfirmedAccount): typing someone's
 * address must not reach their orders, and creating a second record for them now would leave two.
 */
export async function clientRecordAtSignUp(
  db: Db,
  customer: { userId: string; name: string; email: string; phone: string | null; confirmEmails: boolean },
): Promise<void> {
  if (customer.confirmEmails && (await unlinkedRecordWithEmail(db, customer.email))) return;
  await ensureCustomerClient(db, customer);
}

/** The oldest client record holding this e-mail that no account owns yet. */
export async function unlinkedRecordWithEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.email, email.toLowerCase()), isNull(clients.userId)))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  return row;
}

/**
 * An account whose e-mail is now proven: linked to the shop's record with that e-mail (a record the
 * account made for itself meanwhile, by opening a ticket, is merged into it), or given its own.
 * Runs in the confirmation's transaction.
 */
export async function linkConfirmedAccount(
  tx: Db,
  account: { userId: string; name: string; email: string; phone: string | null },
): Promise<void> {
  const shops = await unlinkedRecordWithEmail(tx, account.email);
  if (!shops) {
    await ensureCustomerClient(tx, account);
    return;
  }
  const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, account.userId));
  if (own) await mergeClientRecords(tx, { keepId: shops.id, dropId: own.id });
  else await tx.update(clients).set({ userId: account.userId, updatedAt: new Date() }).where(eq(clients.id, shops.id));
}
