import { eq, inArray } from "drizzle-orm";
import type { ClientAccount } from "@shared/client-types";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { clients } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { mergeClientRecords } from "./client-merge.queries";

async function lockedClient(tx: Db, id: string) {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Cliente não encontrado");
  return row;
}

/** The customer account a client record is linked to, for its page. */
export async function clientAccountOf({ db, clientId }: { db: Db; clientId: string }): Promise<ClientAccount | null> {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(clients)
    .innerJoin(user, eq(user.id, clients.userId))
    .where(eq(clients.id, clientId));
  return row ?? null;
}

const UNCONFIRMED =
  "A conta deste e-mail ainda não foi confirmada por quem tem o endereço. Peça ao cliente para confirmar o e-mail (ou use 'Convidar para o portal').";

/**
 * With e-mail configured, only an account whose address its owner confirmed is joined to a shop's
 * record by staff: anyone can make an unconfirmed one with a customer's address (docs/decisions/032).
 * Without e-mail nothing can be confirmed, and staff vouch for the person in front of them.
 */
async function assertConfirmed(tx: Db, userId: string | null, mailConfigured: boolean) {
  if (!userId || !mailConfigured) return;
  const [account] = await tx.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (account && !account.emailVerified) throw new AppError("CONFLICT", UNCONFIRMED);
}

/**
 * Staff link a customer account (found by its e-mail) to this record. The record the account had
 * made for itself, if any, is merged into this one, so its tickets come along.
 */
export async function linkAccount({
  db,
  clientId,
  email,
  mailConfigured,
}: {
  db: Db;
  clientId: string;
  email: string;
  mailConfigured: boolean;
}) {
  return db.transaction(async (tx) => {
    const client = await lockedClient(tx, clientId);
    if (client.userId) throw new AppError("CONFLICT", "Este cliente já tem uma conta vinculada");
    const [account] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
    if (!account || account.role !== "cliente")
      throw new AppError("NOT_FOUND", "Nenhuma conta de cliente com esse e-mail");
    await assertConfirmed(tx, account.id, mailConfigured);
    const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, account.id));
    if (own) await mergeClientRecords(tx, { keepId: clientId, dropId: own.id });
    else await tx.update(clients).set({ userId: account.id, updatedAt: new Date() }).where(eq(clients.id, clientId));
    return { userId: account.id, mergedClientId: own?.id ?? null };
  });
}

/** The account stops seeing this record's orders and tickets; the record stays the shop's. */
export async function unlinkAccount({ db, clientId }: { db: Db; clientId: string }) {
  return db.transaction(async (tx) => {
    const client = await lockedClient(tx, clientId);
    if (!client.userId) throw new AppError("CONFLICT", "Este cliente não tem conta vinculada");
    await tx.update(clients).set({ userId: null, updatedAt: new Date() }).where(eq(clients.id, clientId));
    return { userId: client.userId };
  });
}

/**
 * 'Mesclar': the other record's orders, tickets and account move to this one, which is kept. An
 * account joins the other record's orders here, so it must be confirmed as for a link.
 */
export async function mergeClients({
  db,
  keepId,
  dropId,
  mailConfigured,
}: {
  db: Db;
  keepId: string;
  dropId: string;
  mailConfigured: boolean;
}) {
  return db.transaction(async (tx) => {
    const records = await tx
      .select({ userId: clients.userId })
      .from(clients)
      .where(inArray(clients.id, [keepId, dropId]));
    for (const { userId } of records) await assertConfirmed(tx, userId, mailConfigured);
    return mergeClientRecords(tx, { keepId, dropId });
  });
}
