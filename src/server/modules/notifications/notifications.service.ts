import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { MailKind } from "@shared/mail";
import type { NotificationList } from "@shared/api-types";
import { POLICY } from "@shared/permissions";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { clients } from "@server/db/schema/shop";
import { notificationPreferences, notifications } from "@server/db/schema/settings";
import { enqueueMail, senderOf } from "@server/modules/mail/outbox.service";
import { notificationMail, type NoticeMail } from "@server/modules/mail/templates";

interface NotificationMessage {
  title: string;
  body: string;
  link: string | null;
}

/**
 * The e-mail that goes with a notification: the bell's few words do not read as a letter, so it has
 * its own, and its button may open another page than the bell's (an order's tracking page, with no
 * sign-in: mail-links.ts).
 */
export interface NotificationMail extends NoticeMail {
  kind: MailKind;
  /** An app path, or trackingLinkOf(order). */
  link: string;
}

/** Who gets the bell's notification, and whether an e-mail too. */
interface Recipient {
  id: string;
  name: string;
  email: string;
  /** Their 'E-mail' toggle in Configurações (on unless turned off). */
  wantsEmail: boolean | null;
}

const recipientColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  wantsEmail: notificationPreferences.email,
};

/** The bell's row for each, and an e-mail (a service message) to those whose toggle is on. */
async function deliver(db: Db, recipients: Recipient[], message: NotificationMessage, mail?: NotificationMail) {
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((r) => ({ userId: r.id, ...message })));
  if (!mail) return;
  const emailed = recipients.filter((r) => r.wantsEmail !== false);
  if (emailed.length === 0) return;
  const sender = await senderOf({ db });
  for (const r of emailed)
    await enqueueMail({
      db,
      message: {
        to: r.email,
        userId: r.id,
        kind: mail.kind,
        content: notificationMail(sender, r.name, mail),
        link: mail.link,
      },
    });
}

/**
 * Tells the staff, who work orders and tickets (new tickets, new visits); with `mail`, also by
 * e-mail to those who keep the toggle on. Runs inside the caller's transaction.
 */
export async function notifyStaff({
  db,
  message,
  exceptUserId,
  mail,
}: {
  db: Db;
  message: NotificationMessage;
  exceptUserId?: string;
  mail?: NotificationMail;
}): Promise<void> {
  const staff = await db
    .select(recipientColumns)
    .from(user)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(inArray(user.role, [...POLICY["orders.write"]]));
  await deliver(
    db,
    staff.filter((s) => s.id !== exceptUserId),
    message,
    mail,
  );
}

/**
 * Tells the customer account behind a client record, if it has one (their order, visit or ticket
 * changed): the bell, and an e-mail when their toggle is on and their address is confirmed (an
 * address nobody proved is not written to).
 */
export async function notifyClientAccount({
  db,
  clientId,
  message,
  mail,
}: {
  db: Db;
  clientId: string;
  message: NotificationMessage;
  mail: NotificationMail;
}): Promise<void> {
  const [account] = await db
    .select({ ...recipientColumns, emailVerified: user.emailVerified })
    .from(clients)
    .innerJoin(user, eq(user.id, clients.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(eq(clients.id, clientId));
  if (!account) return;
  await deliver(db, [account], message, account.emailVerified ? mail : undefined);
}

/** The newest 20 and how many are unread. */
export async function listNotifications({ db, userId }: { db: Db; userId: string }): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(20),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

export async function markAllRead({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
