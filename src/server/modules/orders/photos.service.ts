import { and, eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PER_REQUEST, type OrderPhoto } from "@shared/order-types";
import type { Db } from "@server/db/client";
import { orderPhotos } from "@server/db/schema/order-files";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";
import { ORDER_NOT_FOUND } from "./orders.service";
import { photoUrl } from "./file-urls";
import { sniffImageType } from "./photo-content";

const NOT_AN_IMAGE = "Apenas imagens são permitidas (JPEG, PNG, WebP ou GIF)";
export const PHOTO_TOO_LARGE = "Arquivo muito grande (máximo 5 MB)";
const PHOTO_NOT_FOUND = "Foto não encontrada";

/** Checks every file before storing any: one bad file refuses the whole upload. */
export async function addPhotos({
  db,
  orderId,
  files,
}: {
  db: Db;
  orderId: string;
  files: File[];
}): Promise<OrderPhoto[]> {
  if (files.length === 0) throw new AppError("VALIDATION_ERROR", "Selecione ao menos uma foto");
  if (files.length > PHOTO_MAX_PER_REQUEST)
    throw new AppError("VALIDATION_ERROR", `Envie no máximo ${PHOTO_MAX_PER_REQUEST} fotos por vez`);
  const checked: (typeof orderPhotos.$inferInsert)[] = [];
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);
    const data = Buffer.from(await file.arrayBuffer());
    const mimeType = sniffImageType(data);
    if (!mimeType || data.length === 0) throw new AppError("VALIDATION_ERROR", NOT_AN_IMAGE);
    checked.push({ orderId, fileName: (file.name || "foto").slice(0, 255), mimeType, sizeBytes: data.length, data });
  }

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
  user,
  orderId,
  photoId,
}: {
  db: Db;
  user: SessionUser;
  orderId: string;
  photoId: string;
}) {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  const [photo] = await db
    .select({ data: orderPhotos.data, mimeType: orderPhotos.mimeType })
    .from(orderPhotos)
    .innerJoin(orders, eq(orders.id, orderPhotos.orderId))
    .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId), withinScope(scope, orders.clientId)));
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return photo;
}

export async function deletePhoto({
  db,
  orderId,
  photoId,
}: {
  db: Db;
  orderId: string;
  photoId: string;
}): Promise<void> {
  const deleted = await db
    .delete(orderPhotos)
    .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId)))
    .returning({ id: orderPhotos.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
}
