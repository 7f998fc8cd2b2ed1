import { and, eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PER_REQUEST, type OrderPhoto } from "@shared/order-types";
import type { Db } from "@server/db/client";
import { orderPhotos } from "@server/db/schema/order-files";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { type FileStorage, forgetFiles, forgetFilesOfFailedWrite, keepFile, openFile } from "@server/storage/files";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";
import { ORDER_NOT_FOUND } from "./orders.service";
import { photoUrl } from "./file-urls";
import { sniffImageType } from "./photo-content";

const NOT_AN_IMAGE = "Apenas imagens são permitidas (JPEG, PNG, WebP ou GIF)";
export const PHOTO_TOO_LARGE = "Arquivo muito grande (máximo 5 MB)";
const PHOTO_NOT_FOUND = "Foto não encontrada";

/**
 * Checks every file before storing any: one bad file refuses the whole upload. With a bucket, the
 * objects are written first and the rows after, in one transaction: a failed transaction removes
 * them (or leaves them to the orphan sweep), so no row ever names a missing object.
 */
export async function addPhotos({
  db,
  storage,
  orderId,
  files,
}: {
  db: Db;
  storage: FileStorage;
  orderId: string;
  files: File[];
}): Promise<OrderPhoto[]> {
  if (files.length === 0) throw new AppError("VALIDATION_ERROR", "Selecione ao menos uma foto");
  if (files.length > PHOTO_MAX_PER_REQUEST)
    throw new AppError("VALIDATION_ERROR", `Envie no máximo ${PHOTO_MAX_PER_REQUEST} fotos por vez`);
  const checked: { fileName: string; mimeType: string; data: Buffer }[] = [];
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);
    const data = Buffer.from(await file.arrayBuffer());
    const mimeType = sniffImageType(data);
    if (!mimeType || data.length === 0) throw new AppError("VALIDATION_ERROR", NOT_AN_IMAGE);
    checked.push({ fileName: (file.name || "foto").slice(0, 255), mimeType, data });
  }
  const rows: (typeof orderPhotos.$inferInsert)[] = [];
  try {
    for (const photo of checked)
      rows.push({ orderId, ...photo, ...(await keepFile(storage, "photos", photo.data, photo.mimeType)) });
    return await insertPhotos(db, orderId, rows);
  } catch (error) {
    await forgetFilesOfFailedWrite(
      storage,
      rows.map((row) => row.storageKey ?? null),
      error,
    );
    throw error;
  }
}

function insertPhotos(db: Db, orderId: string, checked: (typeof orderPhotos.$inferInsert)[]) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    const rows = await tx.insert(orderPhotos).values(checked).returning({
      id: orderPhotos.id,
      fileName: orderPhotos.fileName,
      mimeType: orderPhotos.mimeType,
      sizeBytes: orderPhotos.sizeBytes,
    });
    return rows.map((p) => ({ ...p, url: photoUrl(orderId, p.id) }));
  });
}

/** A photo's bytes, for users allowed to see its order only. */
export async function getPhoto({
  db,
  storage,
  user,
  orderId,
  photoId,
}: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  orderId: string;
  photoId: string;
}) {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  const [photo] = await db
    .select({ data: orderPhotos.data, storageKey: orderPhotos.storageKey, mimeType: orderPhotos.mimeType })
    .from(orderPhotos)
    .innerJoin(orders, eq(orders.id, orderPhotos.orderId))
    .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId), withinScope(scope, orders.clientId)));
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return { mimeType: photo.mimeType, ...(await openFile(storage, photo)) };
}

/** The row goes first; its object after, and if that fails the orphan sweep takes it. */
export async function deletePhoto({
  db,
  storage,
  orderId,
  photoId,
}: {
  db: Db;
  storage: FileStorage;
  orderId: string;
  photoId: string;
}): Promise<void> {
  const deleted = await db
    .delete(orderPhotos)
    .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId)))
    .returning({ storageKey: orderPhotos.storageKey });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  await forgetFiles(
    storage,
    deleted.map((row) => row.storageKey),
  );
}
