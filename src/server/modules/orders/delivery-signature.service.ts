import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import {
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNATURE_NOT_PNG,
  SIGNATURE_TOO_MANY_PIXELS,
} from "@shared/validation/signature";
import type { Db } from "@server/db/client";
import { deliverySignatures } from "@server/db/schema/order-files";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { type FileStorage, type KeptFile, openFile, readFileBytes } from "@server/storage/files";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";
import { sniffImageType } from "./photo-content";

const SIGNATURE_NOT_FOUND = "Assinatura não encontrada";

/**
 * A PNG's width and height, from its header chunk (IHDR), which the format puts first: its length (13)
 * at byte 8, its type at 12, then width and height as 32-bit big-endian numbers. Null when the first
 * chunk is not one.
 */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The PNG a signature's data URL carries. The shared schema checked its form only: the decoded bytes
 * must really be a PNG (magic bytes, as photos are checked, and a header chunk) before they are
 * stored and served as one, and declare no more pixels than a pad draws (issue 22: a 194 KB PNG
 * declaring 40,000 × 40,000 pixels was stored, for every page that shows it to decode).
 */
export function signaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), "base64");
  const size = bytes.length <= SIGNATURE_MAX_BYTES && sniffImageType(bytes) === "image/png" ? pngSize(bytes) : null;
  if (!size || size.width === 0 || size.height === 0) throw new AppError("VALIDATION_ERROR", SIGNATURE_NOT_PNG);
  if (size.width > SIGNATURE_MAX_WIDTH || size.height > SIGNATURE_MAX_HEIGHT)
    throw new AppError("VALIDATION_ERROR", SIGNATURE_TOO_MANY_PIXELS);
  return bytes;
}

/**
 * Records the signature, already kept (keepFile), inside the delivery's transaction, dated with the
 * delivery. One per order: a delivered order moves nowhere (docs/decisions/023), so it is never
 * delivered twice.
 */
export async function saveDeliverySignature({
  tx,
  orderId,
  file,
  now,
}: {
  tx: Db;
  orderId: string;
  file: KeptFile;
  now: Date;
}): Promise<void> {
  const { data, ...place } = file;
  await tx.insert(deliverySignatures).values({ orderId, image: data, ...place, createdAt: now });
}

/** The signature's bytes, for users allowed to see its order only: 404 alike for none and not yours. */
export async function getDeliverySignature({
  db,
  storage,
  user,
  orderId,
}: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  orderId: string;
}) {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") throw new AppError("NOT_FOUND", SIGNATURE_NOT_FOUND);
  const [row] = await db
    .select({ data: deliverySignatures.image, storageKey: deliverySignatures.storageKey })
    .from(deliverySignatures)
    .innerJoin(orders, eq(orders.id, deliverySignatures.orderId))
    .where(and(eq(deliverySignatures.orderId, orderId), withinScope(scope, orders.clientId)));
  if (!row) throw new AppError("NOT_FOUND", SIGNATURE_NOT_FOUND);
  return openFile(storage, row);
}

/** The signatures of these orders, by order id, as data URLs with their day: what a data export embeds. */
export async function signaturesOf({
  db,
  storage,
  orderIds,
}: {
  db: Db;
  storage: FileStorage;
  orderIds: string[];
}): Promise<Map<string, { signedAt: string; image: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: deliverySignatures.orderId,
      data: deliverySignatures.image,
      storageKey: deliverySignatures.storageKey,
      at: deliverySignatures.createdAt,
    })
    .from(deliverySignatures)
    .where(inArray(deliverySignatures.orderId, orderIds));
  const found = new Map<string, { signedAt: string; image: string }>();
  for (const row of rows) {
    const png = await readFileBytes(storage, row);
    found.set(row.orderId, {
      signedAt: row.at.toISOString(),
      image: `${SIGNATURE_DATA_URL_PREFIX}${png.toString("base64")}`,
    });
  }
  return found;
}
