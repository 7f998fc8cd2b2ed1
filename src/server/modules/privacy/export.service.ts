import { and, asc, count, desc, eq, gte, or } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { consentRecords, dataAccessLogs, deletionLogs } from "@server/db/schema/privacy";
import { mailOutbox } from "@server/db/schema/mail";
import { payments } from "@server/db/schema/money";
import { saleItems, sales } from "@server/db/schema/sales";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { quoteDecisions } from "@server/db/schema/tracking";
import { orderWithClientColumns, toOrder } from "@server/modules/orders/order-read.queries";
import type { FileStorage } from "@server/storage/files";
import { signaturesOf } from "@server/modules/orders/delivery-signature.service";
import { raiseAlert } from "@server/modules/security/alerts.service";

/** More exports than this by one user within an hour is UNUSUAL_ACCESS. */
const EXPORTS_PER_HOUR = 3;
const EXPORT_DATA_TYPE = "FULL_EXPORT";

interface ExportOptions {
  db: Db;
  storage: FileStorage;
  userId: string;
  ip: string;
  userAgent: string | null;
  now: Date;
}

/**
 * Everything the product holds about the user (LGPD art. 18), without secrets: no password hash,
 * tokens or sessions are ever selected. Writes the data access log row it reports.
 */
export async function exportUserData({ db, storage, userId, ip, userAgent, now }: ExportOptions) {
  await db.insert(dataAccessLogs).values({
    userId,
    accessedUserData: userId,
    dataType: EXPORT_DATA_TYPE,
    purpose: "Portabilidade dos dados pelo titular (LGPD art. 18)",
    ipAddress: ip,
    userAgent,
    timestamp: now,
  });

  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [client] = await db.select().from(clients).where(eq(clients.userId, userId));
  const clientOrders = client
    ? (
        await db
          .select(orderWithClientColumns)
          .from(orders)
          .innerJoin(clients, eq(clients.id, orders.clientId))
          .where(eq(orders.clientId, client.id))
          .orderBy(desc(orders.createdAt))
      ).map((row) => toOrder(row))
    : [];
  const [clientTickets, consents, accessLogs, deletions, emails, quoteAnswers, orderPayments, bought] =
    await Promise.all([
      client
        ? db.select().from(tickets).where(eq(tickets.clientId, client.id)).orderBy(desc(tickets.createdAt))
        : Promise.resolve([]),
      db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.timestamp)),
      db.select().from(dataAccessLogs).where(eq(dataAccessLogs.userId, userId)).orderBy(asc(dataAccessLogs.timestamp)),
      db.select().from(deletionLogs).where(eq(deletionLogs.userId, userId)).orderBy(asc(deletionLogs.timestamp)),
      // The messages written to them: what and when, not the bodies (which carry one-use links).
      db
        .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(or(eq(mailOutbox.userId, userId), profile ? eq(mailOutbox.toAddress, profile.email) : undefined))
        .orderBy(asc(mailOutbox.createdAt)),
      // Their answers to quotes: the name typed as a signature, the address and browser it came from.
      client
        ? db
            .select({
              orderNumber: orders.number,
              decision: quoteDecisions.decision,
              signerName: quoteDecisions.signerName,
              reason: quoteDecisions.reason,
              total: quoteDecisions.total,
              channel: quoteDecisions.channel,
              ipAddress: quoteDecisions.ipAddress,
              userAgent: quoteDecisions.userAgent,
              createdAt: quoteDecisions.createdAt,
            })
            .from(quoteDecisions)
            .innerJoin(orders, eq(orders.id, quoteDecisions.orderId))
            .where(eq(orders.clientId, client.id))
            .orderBy(asc(quoteDecisions.createdAt))
        : Promise.resolve([]),
      // The money on their orders and counter sales (docs/decisions/042, 048): what, how and when; not
      // which of the staff took it.
      client
        ? db
            .select({
              orderNumber: orders.number,
              saleNumber: sales.number,
              kind: payments.kind,
              direction: payments.direction,
              method: payments.method,
              amount: payments.amount,
              installments: payments.installments,
              paidOn: payments.paidOn,
              note: payments.note,
              reason: payments.reason,
              createdAt: payments.createdAt,
            })
            .from(payments)
            .leftJoin(orders, eq(orders.id, payments.orderId))
            .leftJoin(sales, eq(sales.id, payments.saleId))
            .where(or(eq(orders.clientId, client.id), eq(sales.clientId, client.id)))
            .orderBy(asc(payments.createdAt))
        : Promise.resolve([]),
      // What they bought at the counter under their name: the parts, not what the shop paid for them.
      client
        ? db
            .select({
              saleNumber: sales.number,
              soldAt: sales.createdAt,
              reversedAt: sales.reversedAt,
              description: saleItems.description,
              quantity: saleItems.quantity,
              unitPrice: saleItems.unitPrice,
              discountType: saleItems.discountType,
              discountValue: saleItems.discountValue,
            })
            .from(saleItems)
            .innerJoin(sales, eq(sales.id, saleItems.saleId))
            .where(eq(sales.clientId, client.id))
            .orderBy(asc(sales.number), asc(saleItems.position))
        : Promise.resolve([]),
    ]);

  await detectExportBurst(db, userId, ip, now);
  const signatures = await signaturesOf({ db, storage, orderIds: clientOrders.map((order) => order.id) });
  return {
    exportedAt: now.toISOString(),
    profile: profile ? { ...profile, createdAt: profile.createdAt.toISOString() } : null,
    account: { email: profile?.email ?? null },
    client: client ?? null,
    // Photos are listed (name, type, size), not embedded: the shop's device pictures, not data about the
    // person. A signature at delivery is the person's own mark: embedded, with its day.
    orders: clientOrders.map((order) => ({ ...order, deliverySignature: signatures.get(order.id) ?? null })),
    tickets: clientTickets,
    consents,
    dataAccessLogs: accessLogs,
    deletionRequests: deletions,
    quoteAnswers,
    payments: orderPayments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    counterSales: bought.map((item) => ({
      ...item,
      soldAt: item.soldAt.toISOString(),
      reversedAt: item.reversedAt?.toISOString() ?? null,
    })),
    emails: emails.map((e) => ({
      subject: e.subject,
      writtenAt: e.createdAt.toISOString(),
      sentAt: e.sentAt?.toISOString() ?? null,
    })),
  };
}

async function detectExportBurst(db: Db, userId: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const [recent] = await db
    .select({ n: count() })
    .from(dataAccessLogs)
    .where(
      and(
        eq(dataAccessLogs.userId, userId),
        eq(dataAccessLogs.dataType, EXPORT_DATA_TYPE),
        gte(dataAccessLogs.timestamp, since),
      ),
    );
  const exports = recent?.n ?? 0;
  if (exports > EXPORTS_PER_HOUR) {
    await raiseAlert({
      db,
      alert: {
        type: "UNUSUAL_ACCESS",
        severity: "MEDIUM",
        description: `${exports} exportações de dados pelo mesmo usuário em uma hora`,
        ipAddress: ip,
        userId,
        key: `exports:${userId}`,
        metadata: { exports },
      },
      now,
    });
  }
}
