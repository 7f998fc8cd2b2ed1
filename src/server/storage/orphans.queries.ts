import { inArray } from "drizzle-orm";
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
