import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "@server/errors";
import { logger } from "@server/logger";
import type { Bucket, StoredObject } from "@server/storage/bucket";
import { StorageUnavailable } from "@server/storage/storage-faults";

/** A backup run in the bucket (docs/decisions/053): backups/<run folder>/<file>. */
export const runPrefix = (folder: string) => `backups/${folder}/`;
/** How a backups row names a file in the bucket, so the catalogue tells it from a path under BACKUP_DIR. */
export const bucketLocation = (bucket: Bucket, key: string) => `s3://${bucket.settings.bucket}/${key}`;

/** A download that receives nothing for this long is given up (the whole may take minutes). */
const IDLE_MS = 30_000;

/** The key in the configured bucket of an s3://<bucket>/<key> location; null for a local path. */
export function keyOf(location: string, bucket: Bucket | null): string | null {
  if (!location.startsWith("s3://")) return null;
  const [name = "", ...rest] = location.slice("s3://".length).split("/");
  if (!bucket) throw new AppError("VALIDATION_ERROR", `O backup está no bucket ${name}: configure S3_* para lê-lo`);
  if (name !== bucket.settings.bucket)
    throw new AppError(
      "VALIDATION_ERROR",
      `O backup está no bucket ${name}, não no configurado (${bucket.settings.bucket})`,
    );
  return rest.join("/");
}

/** Every object under a prefix, a page of the listing at a time, in key order. */
export async function* listAll(bucket: Bucket, prefix: string): AsyncGenerator<StoredObject> {
  let after: string | undefined;
  for (;;) {
    const page = await bucket.list(prefix, after);
    yield* page.objects;
    after = page.objects.at(-1)?.key;
    if (!page.more || !after) return;
  }
}

/**
 * Uploads a run's folder to the bucket, streamed file by file, the manifest last (a run whose manifest
 * is there is whole). Each key is added to `written` before its upload starts, so a caller whose run
 * fails part-way knows what to remove.
 */
export async function uploadRun(
  bucket: Bucket,
  run: { directory: string; folder: string; manifest: string; written: string[] },
) {
  const files = (await readdir(run.directory)).filter((f) => f !== run.manifest).sort();
  for (const file of [...files, run.manifest]) {
    const key = `${runPrefix(run.folder)}${file}`;
    run.written.push(key);
    const type = file.endsWith(".json") ? "application/json" : "application/x-ndjson";
    await bucket.putFile(key, join(run.directory, file), type);
  }
}

/** Removes objects, best effort: what is left is logged (a run that failed, or one past retention). */
export async function deleteKeys(bucket: Bucket, keys: string[]): Promise<void> {
  for (const key of keys)
    await bucket.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, "backup object not removed"));
}

/** One object into a stream (a file, a hash), a chunk at a time; a read that stalls is cut; false when it is missing. */
async function readObject(bucket: Bucket, key: string, sink: Writable): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IDLE_MS);
  try {
    const object = await bucket.get(key, controller.signal);
    if (!object) {
      sink.destroy();
      return false;
    }
    const idle = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        timer.refresh();
        done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(object.body as never), idle, sink).catch((error: unknown) => {
      throw new StorageUnavailable(`backup object ${key} could not be read`, "ReadFailed", { cause: error });
    });
    return true;
  } finally {
    clearTimeout(timer);
  }
}

async function download(bucket: Bucket, key: string, path: string): Promise<void> {
  if (!(await readObject(bucket, key, createWriteStream(path))))
    throw new AppError("NOT_FOUND", `O arquivo ${key} do backup não está no bucket`);
}

/** The SHA-256 of an object, read through; null when no object has that key. */
export async function objectSha256(bucket: Bucket, key: string): Promise<string | null> {
  const hash = createHash("sha256");
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done();
    },
  });
  return (await readObject(bucket, key, sink)) ? hash.digest("hex") : null;
}

/**
 * A run read from the bucket into a temporary folder under `workDir` (streamed to disk, never held in
 * memory; BACKUP_DIR, which has room for runs, where /tmp may not), for the restore to check and load
 * like a local one; `done` removes the folder.
 */
export async function downloadRun(bucket: Bucket, prefix: string, manifest: string, workDir = tmpdir()) {
  await mkdir(workDir, { recursive: true });
  const directory = await mkdtemp(join(workDir, "restaurando-"));
  const done = () => rm(directory, { recursive: true, force: true });
  try {
    const keys: string[] = [];
    for await (const object of listAll(bucket, prefix)) keys.push(object.key);
    if (!keys.includes(`${prefix}${manifest}`)) throw new AppError("NOT_FOUND", "Backup não encontrado no bucket");
    for (const key of keys) await download(bucket, key, join(directory, key.slice(prefix.length)));
    return { directory, done };
  } catch (error) {
    await done();
    throw error;
  }
}
