import { eq } from "drizzle-orm";
import type { Auth } from "@server/auth";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { AppError } from "@server/errors";
import { linkConfirmedAccount } from "@server/modules/clients/customer-client.queries";
import { enqueueMail, senderOf } from "@server/modules/mail/outbox.service";
import { confirmEmailMail, type MailContent, passwordResetMail, type Sender } from "@server/modules/mail/templates";
import { hashPassword, setPasswordHash } from "@server/modules/users/user-password.service";
import { consumeToken, issueToken, usableToken } from "./account-tokens.queries";

// The links e-mailed to an account's address, which prove it (docs/decisions/032): the confirmation
// and the password reset. A client record's invitation is invitation.service.ts'.

type Account = { id: string; name: string; email: string };

/** An account's one-use link and the message that carries it, in the caller's transaction. */
async function mailAccountLink(
  tx: Db,
  {
    purpose,
    account,
    letter,
    now,
  }: {
    purpose: "confirm_email" | "password_reset";
    account: Account;
    letter: (sender: Sender, name: string) => MailContent;
    now: Date;
  },
) {
  const { link } = await issueToken(tx, { purpose, subject: { userId: account.id, email: account.email }, now });
  await enqueueMail({
    db: tx,
    message: {
      to: account.email,
      userId: account.id,
      kind: purpose,
      content: letter(await senderOf({ db: tx }), account.name),
      link,
    },
  });
}

/** Writes the confirmation e-mail of a new (or still unconfirmed) customer account. */
export async function sendConfirmation({ db, account, now }: { db: Db; account: Account; now: Date }) {
  await db.transaction((tx) =>
    mailAccountLink(tx, { purpose: "confirm_email", account, letter: confirmEmailMail, now }),
  );
}

/** 'Reenviar e-mail' of the notice; refused once the address is confirmed. */
export async function resendConfirmation({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) throw new AppError("NOT_FOUND", "Conta não encontrada");
  if (account.emailVerified) throw new AppError("CONFLICT", "Seu e-mail já está confirmado");
  await sendConfirmation({ db, account, now });
}

/** What the confirmation page shows before the password is chosen: the address being confirmed. */
export async function confirmationDetails({ db, token, now }: { db: Db; token: string; now: Date }) {
  const row = await usableToken(db, "confirm_email", token, now);
  return { email: row.email };
}

/**
 * A link e-mailed to an account's address, used up in the caller's transaction: the account, locked,
 * as long as it still has the address the link was sent to (a link proves that address only).
 */
async function accountOfAddressLink(tx: Db, purpose: "confirm_email" | "password_reset", token: string, now: Date) {
  const used = await consumeToken(tx, purpose, token, now);
  const [account] = await tx
    .select()
    .from(user)
    .where(eq(user.id, used.userId ?? ""))
    .for("update");
  if (!account || account.email.toLowerCase() !== used.email?.toLowerCase())
    throw new AppError("GONE", "Este link é de um e-mail que não é mais o da conta.");
  return account;
}

/**
 * Whoever opened a link sent to the account's address chose its password (docs/decisions/032): the
 * account is theirs now. Every session of it ends (one opened by whoever made the account with
 * someone else's address included), the address counts as confirmed and, for a customer, the account
 * reaches the shop's client record with that e-mail. In the caller's transaction.
 */
async function ownedByAddressHolder(
  tx: Db,
  { account, passwordHash, now }: { account: typeof user.$inferSelect; passwordHash: string; now: Date },
) {
  await setPasswordHash({ tx, userId: account.id, hash: passwordHash, keepSessionId: null });
  if (!account.emailVerified)
    await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, account.id));
  if (account.role === "cliente")
    await linkConfirmedAccount(tx, {
      userId: account.id,
      name: account.name,
      email: account.email,
      phone: account.phone,
    });
}

/** A one-use link used with the password its opener chooses. */
interface LinkUse {
  db: Db;
  auth: Auth;
  token: string;
  password: string;
  now: Date;
}

/**
 * A link e-mailed to the account's address used with the password its opener chooses: the
 * confirmation, or the reset (it proves the address just as well, so it confirms it too, and an
 * account someone else made with this address becomes its owner's). Answers the account's id.
 */
async function takeOverByLink(
  purpose: "confirm_email" | "password_reset",
  { db, auth, token, password, now }: LinkUse,
): Promise<string> {
  const passwordHash = await hashPassword(auth, password);
  return db.transaction(async (tx) => {
    const account = await accountOfAddressLink(tx, purpose, token, now);
    await ownedByAddressHolder(tx, { account, passwordHash, now });
    return account.id;
  });
}

/** The confirmation link used: the account is signed in by the caller. */
export const confirmEmail = (use: LinkUse) => takeOverByLink("confirm_email", use);

/**
 * 'Esqueci minha senha': a reset link (1 hour) when the address has an account; nothing otherwise.
 * The caller answers the same either way.
 */
export async function requestPasswordReset({ db, email, now }: { db: Db; email: string; now: Date }) {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
    if (account) await mailAccountLink(tx, { purpose: "password_reset", account, letter: passwordResetMail, now });
  });
}

/** The reset link used: the caller sends the person to sign in with the new password. */
export const resetPasswordWithLink = (use: LinkUse) => takeOverByLink("password_reset", use);
