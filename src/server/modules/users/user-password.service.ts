import { and, eq, ne } from "drizzle-orm";
import type { Auth } from "@server/auth";
import type { Db } from "@server/db/client";
import { account, session, user } from "@server/db/schema/auth";
import { AppError } from "@server/errors";

export const USER_NOT_FOUND = "Usuário não encontrado";

/** Ends every session of the user but `keepSessionId` (the one making the change, when it is their own). */
export async function endOtherSessions({
  tx,
  userId,
  keepSessionId,
}: {
  tx: Db;
  userId: string;
  keepSessionId: string | null;
}) {
  await tx
    .delete(session)
    .where(and(eq(session.userId, userId), keepSessionId ? ne(session.id, keepSessionId) : undefined));
}

/**
 * better-auth's hash of a password. Computed before a transaction opens: it takes a tenth of a second
 * of CPU, and on PGlite a transaction holds the only connection.
 */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

/** The account's password becomes `hash` and its other sessions end, in the caller's transaction. */
export async function setPasswordHash({
  tx,
  userId,
  hash,
  keepSessionId,
}: {
  tx: Db;
  userId: string;
  hash: string;
  keepSessionId: string | null;
}) {
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length === 0)
    await tx
      .insert(account)
      .values({ id: crypto.randomUUID(), userId, accountId: userId, providerId: "credential", password: hash });
  await endOtherSessions({ tx, userId, keepSessionId });
}

/** An admin's 'Redefinir senha' or the user's own change: the new password, and every other session ended. */
export async function resetPassword({
  db,
  auth,
  id,
  password,
  keepSessionId,
}: {
  db: Db;
  auth: Auth;
  id: string;
  password: string;
  keepSessionId: string | null;
}) {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  if (!found) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const hash = await hashPassword(auth, password);
  await db.transaction((tx) => setPasswordHash({ tx, userId: id, hash, keepSessionId }));
}
