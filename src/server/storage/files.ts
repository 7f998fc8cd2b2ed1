import { createHash, randomUUID } from "node:crypto";
import { isDatabaseUnavailable } from "@server/db/faults";
import { logger } from "@server/logger";
import type { Bucket } from "./bucket";
import { StorageUnavailable } from "./storage-faults";

/**
 * Where new files go (docs/decisions/051): the database (bytea, the embedded default) or an
 * S3-compatible bucket when S3_* is set. Rows of both kinds live side by side while files move.
 */
export interface FileStorage {
  bucket: Bucket | null;
}

/** What a file's row keeps: its bytes (database) or its key (bucket), never both; always its checksum. */
export interface KeptFile {
  data: Buffer | null;
  storageKey: string | null;
  sizeBytes: number;
  checksum: string;
}

/** The kinds of files a bucket holds; a key is the kind and a random id, and says nothing of whose it is. */
export type FileKind = "photos" | "signatures";
export const FILE_KINDS: readonly FileKind[] = ["photos", "signatures"];

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
export const newKey = (kind: FileKind) => `${kind}/${randomUUID()}`;

/** Writes the bytes where new files go; with a bucket, before any row names them (no row points nowhere). */
export async function keepFile(storage: FileStorage, kind: FileKind, bytes: Buffer, type: string): Promise<KeptFile> {
  const checksum = sha256(bytes);
  if (!storage.bucket) return { data: bytes, storageKey: null, sizeBytes: bytes.length, checksum };
  const storageKey = newKey(kind);
  await storage.bucket.put(storageKey, new Uint8Array(bytes), type);
  return { data: null, storageKey, sizeBytes: bytes.length, checksum };
}

/** A stored file's bytes as a stream, from its row or from its bucket (streamed through, not held). */
export async function openFile(
  storage: FileStorage,
  row: { data: Uint8Array | null; storageKey: string | null },
): Promise<{ body: ReadableStream<Uint8Array>; sizeBytes: number }> {
  if (row.data) return { body: new Blob([new Uint8Array(row.data)]).stream(), sizeBytes: row.data.length };
  if (!storage.bucket || !row.storageKey)
    throw new StorageUnavailable("a file is in object storage, but S3_* is not set", "NotConfigured");
  const object = await storage.bucket.get(row.storageKey);
  if (!object) throw new StorageUnavailable(`object ${row.storageKey} is missing`, "NoSuchKey");
  return object;
}

/** A stored file's whole bytes (small files: what an export embeds). */
export async function readFileBytes(
  storage: FileStorage,
  row: { data: Uint8Array | null; storageKey: string | null },
): Promise<Buffer> {
  // Buffer.from: PGlite hands bytea back as a plain Uint8Array, whose toString is not base64.
  if (row.data) return Buffer.from(row.data);
  const { body } = await openFile(storage, row);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * Removes objects no row names any more (a photo deleted, an upload whose transaction failed). Best
 * effort: one that cannot be removed now is an orphan, and the sweep removes it after a day.
 */
export async function forgetFiles(storage: FileStorage, keys: (string | null)[]): Promise<void> {
  const bucket = storage.bucket;
  if (!bucket) return;
  for (const key of keys) {
    if (!key) continue;
    await bucket.delete(key).catch((error: unknown) => {
      logger.warn({ err: error, key }, "object left for the orphan sweep");
    });
  }
}

/**
 * After a write whose transaction failed, its new objects go; unless the database was lost, when a
 * connection cut during COMMIT may have committed rows naming them: those are left to the orphan sweep,
 * which looks at the rows first.
 */
export async function forgetFilesOfFailedWrite(
  storage: FileStorage,
  keys: (string | null)[],
  error: unknown,
): Promise<void> {
  if (isDatabaseUnavailable(error)) return;
  await forgetFiles(storage, keys);
}
