import { eq } from "drizzle-orm";
import type { PixSettings } from "@shared/pix/pix-settings";
import type { Db } from "@server/db/client";
import { companySettings } from "@server/db/schema/settings";

/** The shop's Pix key and receiver, or null until the admin enters them. */
export async function pixSettingsOf(db: Db): Promise<PixSettings | null> {
  const [row] = await db
    .select({
      keyType: companySettings.pixKeyType,
      key: companySettings.pixKey,
      receiverName: companySettings.pixReceiverName,
      receiverCity: companySettings.pixReceiverCity,
    })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  if (!row?.keyType || !row.key || !row.receiverName || !row.receiverCity) return null;
  return { keyType: row.keyType, key: row.key, receiverName: row.receiverName, receiverCity: row.receiverCity };
}

/** The admin's Pix settings, checked by the shared schema; the single settings row is made if missing. */
export async function savePixSettings(db: Db, settings: PixSettings): Promise<void> {
  const values = {
    pixKeyType: settings.keyType,
    pixKey: settings.key,
    pixReceiverName: settings.receiverName,
    pixReceiverCity: settings.receiverCity,
    updatedAt: new Date(),
  };
  await db
    .insert(companySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: companySettings.id, set: values });
}
