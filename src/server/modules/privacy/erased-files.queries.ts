import { inArray } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";

/**
 * An erased person's device photos and signatures at delivery (their own mark, docs/decisions/030):
 * the rows go in the erasure's transaction; the keys of those in the bucket are added to `storageKeys`,
 * for their objects to go once it commits.
 */
export async function removeOrderFiles(tx: Db, orderIds: string[], storageKeys: (string | null)[]) {
  if (orderIds.length === 0) return { photos: 0, signatures: 0 };
  const photos = await tx
    .delete(orderPhotos)
    .where(inArray(orderPhotos.orderId, orderIds))
    .returning({ key: orderPhotos.storageKey });
  const signatures = await tx
    .delete(deliverySignatures)
    .where(inArray(deliverySignatures.orderId, orderIds))
    .returning({ key: deliverySignatures.storageKey });
  storageKeys.push(...[...photos, ...signatures].map((row) => row.key));
  return { photos: photos.length, signatures: signatures.length };
}
