import type { BackupMissingFile } from "@shared/security-types";
import { AppError } from "@server/errors";
import type { Bucket, StoredObject } from "@server/storage/bucket";
import { FILE_KINDS } from "@server/storage/files";
import { readLines } from "./backup-file";
import { listAll } from "./backup-bucket";

interface ListedFile {
  key: string;
  sizeBytes: number;
  kind: "photo" | "signature";
  id: string;
  orderId: string;
  orderNumber: number;
}

/** The bucket's photos and signatures, in key order: `photos/…` then `signatures/…`, as the list is sorted. */
async function* storedFiles(bucket: Bucket): AsyncGenerator<StoredObject> {
  for (const kind of [...FILE_KINDS].sort()) yield* listAll(bucket, `${kind}/`);
}

/**
 * Checks every file a backup lists (its files list, sorted by key) against the bucket: present, and
 * of the size recorded. One pass over the bucket's listing beside the list, both in key order, so
 * memory stays flat and 50,000 photos take about 50 listing requests instead of 50,000 HEADs.
 * A list with files and no bucket configured is refused: the restored rows would name files the
 * server cannot reach.
 */
export async function checkListedFiles(
  bucket: Bucket | null,
  listPath: string | null,
): Promise<{ checked: number; missing: BackupMissingFile[] }> {
  const missing: BackupMissingFile[] = [];
  let checked = 0;
  if (!listPath) return { checked, missing };
  const stored = bucket ? storedFiles(bucket) : null;
  let next = await stored?.next();
  for await (const line of readLines(listPath)) {
    if (!line) continue;
    const file = JSON.parse(line) as ListedFile;
    if (!stored)
      throw new AppError(
        "VALIDATION_ERROR",
        "Este backup tem fotos ou assinaturas no armazenamento de objetos: configure S3_* antes de restaurá-lo",
      );
    checked++;
    while (next && !next.done && next.value.key < file.key) next = await stored.next();
    const found = next && !next.done && next.value.key === file.key ? next.value : null;
    if (found?.sizeBytes === file.sizeBytes) continue;
    missing.push({
      key: file.key,
      kind: file.kind,
      id: file.id,
      orderId: file.orderId,
      orderNumber: file.orderNumber,
      problem: found ? "size" : "missing",
    });
  }
  return { checked, missing };
}
