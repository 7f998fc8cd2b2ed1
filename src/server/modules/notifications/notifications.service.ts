import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { MailKind } from "@shared/mail";
import type { NotificationList } from "@shared/api-types";
import { POLICY } from "@shared/permissions";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { clients } from "@server/db/schema/shop";
import { notificationPreferences, notifications } from "@server/db/schema/settings";
import { enqueueMail, senderOf } from "@server/modules/mail/outbox.service";
import { notificationMail } from "@server/modules/mail/templates";

interface NotificationMessage {
  title: string;
  body: string;
  link: string | null;
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
async function deliver(db: Db, recipients: Recipient[], message: NotificationMessage, mailKind?: MailKind) {
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((r) => ({ userId: r.id, ...message })));
  if (!mailKind) return;
  const emailed = recipients.filter((r) => r.wantsEmail !== false);
  if (emailed.length === 0) return;
  const sender = await senderOf(db);
  for (const r of emailed)
    await enqueueMail(db, {
      to: r.email,
      userId: r.id,
      kind: mailKind,
      content: notificationMail(sender, r.name, message.title, message.body),
      link: message.link ?? "/",
    });
}

/**
 * Tells the staff, who work orders and tickets (new tickets, new visits); with `mailKind`, also by
 * e-mail to those who keep the toggle on. Runs inside the caller's transaction.
 */
export async function notifyStaff(
  db: Db,
  message: NotificationMessage,
  exceptUserId?: string,
  mailKind?: MailKind,
): Promise<void> {
  const staff = await db
    .select(recipientColumns)
    .from(user)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(inArray(user.role, [...POLICY["orders.write"]]));
  await deliver(
    db,
    staff.filter((s) => s.id !== exceptUserId),
    message,
    mailKind,
  );
}

/**
 * Tells the customer account behind a client record, if it has one (their order, visit or ticket
 * changed): the bell, and an e-mail when their toggle is on and their address is confirmed (an
 * address nobody proved is not written to).
 */
export async function notifyClientAccount(
  db: Db,
  clientId: string,
  message: NotificationMessage,
  mailKind: MailKind,
): Promise<void> {
  const [account] = await db
    .select({ ...recipientColumns, emailVerified: user.emailVerified })
    .from(clients)
    .innerJoin(user, eq(user.id, clients.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(eq(clients.id, clientId));
  if (!account) return;
  await deliver(db, [account], message, account.emailVerified ? mailKind : undefined);
}

/** The newest 20 and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
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

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
