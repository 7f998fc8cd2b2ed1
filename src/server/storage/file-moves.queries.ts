import { and, asc, count, eq, gt, isNotNull, sql, sum } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";
import type { FileKind } from "./files";

/** Where a file is: its bytes in its row, or an object of the bucket under its row's key. */
export type FilePlace = "db" | "s3";

/** A file's row as a move needs it: never its bytes (read one at a time, so a batch holds one file). */
export interface MovableFile {
  id: string;
  storageKey: string | null;
  checksum: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * The queries a move runs on one table of files. Every write is one statement guarded by what the
 * row held when it was read, so a row deleted or moved meanwhile (by the app, or another run) is left
 * as it is: no transaction is held while the bucket is talked to (docs/decisions/052).
 */
export interface FileTable {
  kind: FileKind;
  /** How many rows, and bytes, hold their file in `place`. */
  count(db: Db, place: FilePlace): Promise<{ files: number; bytes: number }>;
  /** The next rows holding their file in `place`, in id order after `after`. */
  batch(db: Db, place: FilePlace, after: string | null, limit: number): Promise<MovableFile[]>;
  /** The row's bytes, while it still holds them. */
  bytes(db: Db, id: string): Promise<Buffer | null>;
  /** The row names the object instead of its bytes, if it still held bytes: whether it did. */
  toBucket(db: Db, id: string, key: string): Promise<boolean>;
  /** The row holds the bytes instead of the key, if it still named that key: whether it did. */
  toDatabase(db: Db, id: string, key: string, bytes: Buffer): Promise<boolean>;
}

const bytesOf = (data: Uint8Array | null | undefined) => (data ? Buffer.from(data) : null);

export const photoFiles: FileTable = {
  kind: "photos",
  async count(db, place) {
    const where = place === "db" ? isNotNull(orderPhotos.data) : isNotNull(orderPhotos.storageKey);
    const [row] = await db
      .select({ files: count(), bytes: sum(orderPhotos.sizeBytes).mapWith(Number) })
      .from(orderPhotos)
      .where(where);
    return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
  },
  batch(db, place, after, limit) {
    const held = place === "db" ? isNotNull(orderPhotos.data) : isNotNull(orderPhotos.storageKey);
    return db
      .select({
        id: orderPhotos.id,
        storageKey: orderPhotos.storageKey,
        checksum: orderPhotos.checksum,
        mimeType: orderPhotos.mimeType,
        sizeBytes: orderPhotos.sizeBytes,
      })
      .from(orderPhotos)
      .where(after ? and(held, gt(orderPhotos.id, after)) : held)
      .orderBy(asc(orderPhotos.id))
      .limit(limit);
  },
  async bytes(db, id) {
    const [row] = await db.select({ data: orderPhotos.data }).from(orderPhotos).where(eq(orderPhotos.id, id));
    return bytesOf(row?.data);
  },
  async toBucket(db, id, key) {
    const moved = await db
      .update(orderPhotos)
      .set({ storageKey: key, data: null })
      .where(and(eq(orderPhotos.id, id), isNotNull(orderPhotos.data)))
      .returning({ id: orderPhotos.id });
    return moved.length === 1;
  },
  async toDatabase(db, id, key, bytes) {
    const moved = await db
      .update(orderPhotos)
      .set({ data: bytes, storageKey: null })
      .where(and(eq(orderPhotos.id, id), eq(orderPhotos.storageKey, key)))
      .returning({ id: orderPhotos.id });
    return moved.length === 1;
  },
};

// A signature is a PNG drawn on the delivery dialog (docs/decisions/030); its row is its order's.
export const signatureFiles: FileTable = {
  kind: "signatures",
  async count(db, place) {
    const where = place === "db" ? isNotNull(deliverySignatures.image) : isNotNull(deliverySignatures.storageKey);
    const [row] = await db
      .select({ files: count(), bytes: sum(deliverySignatures.sizeBytes).mapWith(Number) })
      .from(deliverySignatures)
      .where(where);
    return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
  },
  batch(db, place, after, limit) {
    const held = place === "db" ? isNotNull(deliverySignatures.image) : isNotNull(deliverySignatures.storageKey);
    return db
      .select({
        id: deliverySignatures.orderId,
        storageKey: deliverySignatures.storageKey,
        checksum: deliverySignatures.checksum,
        mimeType: sql<string>`'image/png'`,
        sizeBytes: deliverySignatures.sizeBytes,
      })
      .from(deliverySignatures)
      .where(after ? and(held, gt(deliverySignatures.orderId, after)) : held)
      .orderBy(asc(deliverySignatures.orderId))
      .limit(limit);
  },
  async bytes(db, id) {
    const [row] = await db
      .select({ image: deliverySignatures.image })
      .from(deliverySignatures)
      .where(eq(deliverySignatures.orderId, id));
    return bytesOf(row?.image);
  },
  async toBucket(db, id, key) {
    const moved = await db
      .update(deliverySignatures)
      .set({ storageKey: key, image: null })
      .where(and(eq(deliverySignatures.orderId, id), isNotNull(deliverySignatures.image)))
      .returning({ id: deliverySignatures.orderId });
    return moved.length === 1;
  },
  async toDatabase(db, id, key, bytes) {
    const moved = await db
      .update(deliverySignatures)
      .set({ image: bytes, storageKey: null })
      .where(and(eq(deliverySignatures.orderId, id), eq(deliverySignatures.storageKey, key)))
      .returning({ id: deliverySignatures.orderId });
    return moved.length === 1;
  },
};

export const FILE_TABLES: readonly FileTable[] = [photoFiles, signatureFiles];
