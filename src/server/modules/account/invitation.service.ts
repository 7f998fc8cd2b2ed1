import { eq } from "drizzle-orm";
import type { Auth } from "@server/auth";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { accountTokens } from "@server/db/schema/mail";
import { clients } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { mergeClientRecords } from "@server/modules/clients/client-merge.queries";
import { enqueueMail, senderOf } from "@server/modules/mail/outbox.service";
import { invitationMail } from "@server/modules/mail/templates";
import { consumeToken, issueToken, usableToken } from "./account-tokens.queries";

// A client record's invitation to the portal: made by staff, read and accepted by the invitee
// (docs/decisions/028). The links that prove an address (confirmation, reset) are account.service.ts'.

/**
 * 'Convidar para o portal': a one-use link (7 days) to set a password. E-mailed when the record has
 * an address and e-mail is configured; answered to staff otherwise, to copy or send by WhatsApp.
 */
export async function inviteClient({
  db,
  clientId,
  mailConfigured,
  now,
}: {
  db: Db;
  clientId: string;
  mailConfigured: boolean;
  now: Date;
}): Promise<{ emailedTo: string | null; link: string }> {
  return db.transaction(async (tx) => {
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
    if (!client) throw new AppError("NOT_FOUND", "Cliente não encontrado");
    if (client.userId) throw new AppError("CONFLICT", "Este cliente já tem uma conta vinculada");
    const { link } = await issueToken(tx, {
      purpose: "invitation",
      subject: { clientId, email: client.email },
      now,
    });
    const emailedTo = mailConfigured && client.email ? client.email : null;
    if (emailedTo)
      await enqueueMail({
        db: tx,
        message: {
          to: emailedTo,
          userId: null,
          kind: "invitation",
          content: invitationMail(await senderOf({ db: tx }), client.name),
          link,
        },
      });
    return { emailedTo, link };
  });
}

/** What the invitation page shows before the password is set. */
export async function invitationDetails({ db, token, now }: { db: Db; token: string; now: Date }) {
  const row = await usableToken(db, "invitation", token, now);
  const [client] = await db
    .select({ name: clients.name, email: clients.email, userId: clients.userId })
    .from(clients)
    .where(eq(clients.id, row.clientId ?? ""));
  if (!client || client.userId) throw new AppError("GONE", "Este convite já foi usado.");
  return { name: client.name, email: row.email };
}

/**
 * The invitation accepted: a cliente account with the password chosen, linked to the record. The
 * address is confirmed when it is the one the invitation was e-mailed to; one typed by the invitee
 * (the record had none) confirms itself like any sign-up's. Answers the new account's id.
 */
export async function acceptInvitation({
  db,
  auth,
  token,
  email: typed,
  password,
  now,
}: {
  db: Db;
  auth: Auth;
  token: string;
  email: string | undefined;
  password: string;
  now: Date;
}): Promise<{ userId: string; confirmed: boolean; email: string; name: string }> {
  const details = await invitationDetails({ db, token, now });
  const email = (details.email ?? typed)?.toLowerCase();
  if (!email) throw new AppError("VALIDATION_ERROR", "Informe seu e-mail");
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing)
    throw new AppError("CONFLICT", "Já existe uma conta com este e-mail. Entre com ela ou use 'Esqueci minha senha'.");

  const used = await db.transaction((tx) => consumeToken(tx, "invitation", token, now));
  let created: { id: string };
  try {
    ({ user: created } = await auth.api.createUser({
      body: { email, password, name: details.name, role: "cliente" },
    }));
  } catch (error) {
    // The account could not be made (a race on the same address): the link still works.
    await db.update(accountTokens).set({ usedAt: null }).where(eq(accountTokens.id, used.id));
    throw error;
  }
  const confirmed = details.email !== null;
  await db.transaction(async (tx) => {
    await tx.update(user).set({ emailVerified: confirmed, updatedAt: now }).where(eq(user.id, created.id));
    const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, created.id));
    if (own) await mergeClientRecords(tx, { keepId: used.clientId!, dropId: own.id });
    else await tx.update(clients).set({ userId: created.id, updatedAt: now }).where(eq(clients.id, used.clientId!));
  });
  return { userId: created.id, confirmed, email, name: details.name };
}
