import { inArray, isNotNull, max } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";

/** Which of these bucket keys a photo or a signature row still names. */
export async function keysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [photos, signatures] = await Promise.all([
    db.select({ key: orderPhotos.storageKey }).from(orderPhotos).where(inArray(orderPhotos.storageKey, keys)),
    db
      .select({ key: deliverySignatures.storageKey })
      .from(deliverySignatures)
      .where(inArray(deliverySignatures.storageKey, keys)),
  ]);
  return new Set([...photos, ...signatures].map((row) => row.key ?? ""));
}

/** When this database last wrote a row naming a bucket file, or null when it names none. */
export async function newestFileInBucket(db: Db): Promise<Date | null> {
  const [[photo], [signature]] = await Promise.all([
    db
      .select({ at: max(orderPhotos.createdAt) })
      .from(orderPhotos)
      .where(isNotNull(orderPhotos.storageKey)),
    db
      .select({ at: max(deliverySignatures.createdAt) })
      .from(deliverySignatures)
      .where(isNotNull(deliverySignatures.storageKey)),
  ]);
  const times = [photo?.at, signature?.at].filter((at): at is Date => at != null).map((at) => new Date(at).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}
