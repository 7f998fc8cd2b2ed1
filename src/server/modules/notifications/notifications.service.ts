import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { NotificationList } from "@shared/api-types";
import { POLICY } from "@shared/permissions";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { clients } from "@server/db/schema/shop";
import { notifications } from "@server/db/schema/settings";

interface NotificationMessage {
  title: string;
  body: string;
  link: string | null;
}

/** Tells the staff, who work orders and tickets (new tickets, new visits). Runs inside the caller's transaction. */
export async function notifyStaff(db: Db, message: NotificationMessage, exceptUserId?: string): Promise<void> {
  const staff = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.role, [...POLICY["orders.write"]]));
  const recipients = staff.filter((s) => s.id !== exceptUserId);
  if (recipients.length) await db.insert(notifications).values(recipients.map((r) => ({ userId: r.id, ...message })));
}

/** Tells the customer account behind a client record, if it has one (their order or ticket changed). */
export async function notifyClientAccount(db: Db, clientId: string, message: NotificationMessage): Promise<void> {
  const [client] = await db.select({ userId: clients.userId }).from(clients).where(eq(clients.id, clientId));
  if (client?.userId) await db.insert(notifications).values({ userId: client.userId, ...message });
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
