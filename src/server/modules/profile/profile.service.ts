import { eq } from "drizzle-orm";
import type { PreferencesInput } from "@shared/validation/settings";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { notificationPreferences } from "@server/db/schema/settings";
import { clients } from "@server/db/schema/shop";

/** Name and phone of one's own profile; a customer's client record follows, so the shop sees the same. */
export async function updateProfile({
  db,
  userId,
  name,
  phone,
}: {
  db: Db;
  userId: string;
  name: string;
  phone: string | null;
}) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name, phone, updatedAt: new Date() }).where(eq(user.id, userId));
    await tx.update(clients).set({ name, phone, updatedAt: new Date() }).where(eq(clients.userId, userId));
  });
}

const DEFAULT_PREFERENCES: PreferencesInput = { email: true, sms: false, push: true, theme: "system" };

export async function getPreferences({ db, userId }: { db: Db; userId: string }): Promise<PreferencesInput> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row ? { email: row.email, sms: row.sms, push: row.push, theme: row.theme } : DEFAULT_PREFERENCES;
}

export async function savePreferences({
  db,
  userId,
  preferences,
}: {
  db: Db;
  userId: string;
  preferences: PreferencesInput;
}): Promise<PreferencesInput> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: new Date() } });
  return preferences;
}
