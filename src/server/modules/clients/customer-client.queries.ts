import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";
import { AppError } from "@server/errors";

/**
 * The client record a customer account sees its orders and tickets through (docs/product.md §3).
 * Created at sign-up; idempotent, so a record the sign-up hook missed is created on first use. What
 * it lets the account see is decided in customer-scope.queries.ts.
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
 * A customer account whose address its owner just proved (docs/decisions/032). Without a client record
 * yet, it gets the shop's record with that e-mail, or one of its own. A record it has already (its own,
 * or the one an invitation or staff gave it) stays its record, taking the proven address if it had
 * none: a confirmation never joins another record to it, so an address typed at an invitation cannot
 * reach a different client's orders. Runs in the confirmation's transaction.
 */
export async function linkConfirmedAccount(
  tx: Db,
  account: { userId: string; name: string; email: string; phone: string | null },
): Promise<void> {
  const email = account.email.toLowerCase();
  const [own] = await tx.select().from(clients).where(eq(clients.userId, account.userId));
  if (own) {
    if (!own.email) await tx.update(clients).set({ email, updatedAt: new Date() }).where(eq(clients.id, own.id));
    return;
  }
  const shops = await unlinkedRecordWithEmail(tx, email);
  const [linked] = shops
    ? await tx
        .update(clients)
        .set({ userId: account.userId, updatedAt: new Date() })
        .where(and(eq(clients.id, shops.id), isNull(clients.userId)))
        .returning({ id: clients.id })
    : [];
  if (!linked) await ensureCustomerClient(tx, account);
}

/**
 * A customer's own record for something they write (a ticket): created if the sign-up missed it, but
 * not while their address waits for its confirmation to reach the shop's record with that e-mail (a
 * record made now would be a second one, and the confirmation joins none to it).
 */
export async function ownRecordForWrite(
  db: Db,
  customer: { id: string; name: string; email: string; phone: string | null; emailVerified: boolean },
): Promise<string> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, customer.id));
  if (row) return row.id;
  if (!customer.emailVerified && (await unlinkedRecordWithEmail(db, customer.email)))
    throw new AppError("FORBIDDEN", "Confirme seu e-mail para continuar. Enviamos o link para o seu endereço.");
  return ensureCustomerClient(db, { userId: customer.id, name: customer.name, phone: customer.phone });
}
