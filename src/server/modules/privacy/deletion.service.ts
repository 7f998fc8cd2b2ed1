import { and, eq, inArray, isNotNull, ne, or } from "drizzle-orm";
import { ANONYMISED, DEFAULT_TERMS_VERSION } from "@shared/privacy-types";
import { CONSENT_TYPES } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { account, session, user } from "@server/db/schema/auth";
import { accountTokens, mailOutbox } from "@server/db/schema/mail";
import { quoteDecisions } from "@server/db/schema/tracking";
import { consentRecords, deletionLogs } from "@server/db/schema/privacy";
import { payments } from "@server/db/schema/money";
import { sales } from "@server/db/schema/sales";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { notificationPreferences, notifications } from "@server/db/schema/settings";
import { type FileStorage, forgetFiles } from "@server/storage/files";
import { AppError } from "@server/errors";
import { eraseAnswersNaming } from "@server/lib/idempotency-keys.queries";
import { removeOrderFiles } from "./erased-files.queries";

/**
 * The outbox forgets the person: messages not yet sent are dropped, the sent ones keep only that a
 * message went (kind and date), without address, subject or body.
 */
async function forgetInOutbox(tx: Db, userId: string, email: string | null) {
  const theirs = or(eq(mailOutbox.userId, userId), email ? eq(mailOutbox.toAddress, email) : undefined);
  await tx.delete(mailOutbox).where(and(theirs, ne(mailOutbox.status, "sent")));
  await tx
    .update(mailOutbox)
    .set({
      toAddress: `deletado-${userId}@anonimo.invalid`,
      subject: ANONYMISED,
      text: ANONYMISED,
      html: ANONYMISED,
      link: null,
    })
    .where(theirs);
}

/**
 * Erases a person in one transaction: profile, account e-mail and client record anonymised, their
 * tickets' text, device photos and signatures at delivery removed, consents reset to not granted at
 * 1.0, sessions and credentials gone (so they can no longer sign in). Orders keep their financial
 * history: their payments' amounts, without the notes that may name who paid.
 */
export async function processDeletion({
  db,
  storage,
  id,
  now,
}: {
  db: Db;
  storage: FileStorage;
  id: string;
  now: Date;
}) {
  // Objects in the bucket go once the rows that name them are gone (the orphan sweep takes any left).
  const objectsToRemove: (string | null)[] = [];
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(deletionLogs).where(eq(deletionLogs.id, id)).for("update");
    if (!request) throw new AppError("NOT_FOUND", "Solicitação não encontrada");
    if (request.completed) throw new AppError("CONFLICT", "Solicitação já processada");
    const userId = request.userId;
    if (!userId) throw new AppError("CONFLICT", "A conta desta solicitação não existe mais");

    const stamp = now.toISOString();
    const anonymousName = `${ANONYMISED} ${stamp}`;
    const [before] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await forgetInOutbox(tx, userId, before?.email ?? null);
    await tx
      .update(user)
      .set({
        name: anonymousName,
        email: `deletado-${userId}@anonimo.invalid`,
        phone: null,
        image: null,
        banned: true,
        banReason: "LGPD",
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));

    const clientRows = await tx
      .update(clients)
      .set({
        name: anonymousName,
        phone: ANONYMISED,
        address: ANONYMISED,
        mapsLocation: null,
        email: null,
        cpf: null,
        updatedAt: now,
      })
      .where(eq(clients.userId, userId))
      .returning({ id: clients.id });
    const clientIds = clientRows.map((c) => c.id);
    await eraseAnswersNaming(tx, [userId, ...clientIds]);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    if (clientIds.length) await tx.delete(accountTokens).where(inArray(accountTokens.clientId, clientIds));
    let ticketsAnonymised = 0;
    let photosRemoved = 0;
    let signaturesRemoved = 0;
    if (clientIds.length) {
      ticketsAnonymised = (
        await tx
          .update(tickets)
          .set({ subject: ANONYMISED, description: ANONYMISED, updatedAt: now })
          .where(inArray(tickets.clientId, clientIds))
          .returning({ id: tickets.id })
      ).length;
      const orderIds = (
        await tx
          .update(orders)
          .set({ additionalInfo: null, updatedAt: now })
          .where(inArray(orders.clientId, clientIds))
          .returning({ id: orders.id })
      ).map((o) => o.id);
      if (orderIds.length) {
        // The shop keeps that a quote was answered and for how much; not who typed what, from where.
        await tx
          .update(quoteDecisions)
          .set({ signerName: ANONYMISED, reason: null, ipAddress: null, userAgent: null })
          .where(inArray(quoteDecisions.orderId, orderIds));
        // The money stays as it moved (amounts, methods, days, who of the staff took it); the free text
        // that may name who paid goes (docs/decisions/042). A reversal keeps that it had a reason.
        await tx.update(payments).set({ note: null }).where(inArray(payments.orderId, orderIds));
        await tx
          .update(payments)
          .set({ reason: ANONYMISED })
          .where(and(inArray(payments.orderId, orderIds), isNotNull(payments.reason)));
      }
      // A counter sale in their name keeps its parts and money; the reason typed at its reversal may name them.
      await tx
        .update(sales)
        .set({ reversalReason: ANONYMISED })
        .where(and(inArray(sales.clientId, clientIds), isNotNull(sales.reversalReason)));
      const theirSales = tx.select({ id: sales.id }).from(sales).where(inArray(sales.clientId, clientIds));
      await tx
        .update(payments)
        .set({ reason: ANONYMISED })
        .where(and(inArray(payments.saleId, theirSales), isNotNull(payments.reason)));
      ({ photos: photosRemoved, signatures: signaturesRemoved } = await removeOrderFiles(
        tx,
        orderIds,
        objectsToRemove,
      ));
    }

    await tx.insert(consentRecords).values(
      CONSENT_TYPES.map((consentType) => ({
        userId,
        consentType,
        granted: false,
        version: DEFAULT_TERMS_VERSION,
        timestamp: now,
      })),
    );
    await tx
      .update(deletionLogs)
      .set({
        completed: true,
        completedAt: now,
        dataDeleted: {
          profile: true,
          clientRecords: clientIds.length,
          ticketsAnonymised,
          photosRemoved,
          signaturesRemoved,
          consentsReset: CONSENT_TYPES.length,
        },
      })
      .where(eq(deletionLogs.id, id));
  });
  await forgetFiles(storage, objectsToRemove);
}
