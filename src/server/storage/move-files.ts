import type { Db } from "@server/db/client";
import type { Bucket } from "./bucket";
import { FILE_TABLES, type FilePlace, type FileTable, type MovableFile } from "./file-moves.queries";
import { type FileKind, type FileStorage, forgetFiles, newKey, sha256 } from "./files";

/** A file that stayed where it was, and why. */
export interface FailedFile {
  kind: FileKind;
  id: string;
  reason: string;
}

export interface MoveProgress {
  /** Files looked at so far: moved, failed or found changed. */
  done: number;
  /** Files in the other place when the run began. */
  total: number;
  /** Bytes moved so far. */
  bytes: number;
}

export interface MoveSummary {
  to: FilePlace;
  moved: number;
  bytes: number;
  /** Files already where they were asked to go when the run began. */
  alreadyThere: number;
  /** Rows deleted or moved by someone else (the app, another run) while this run held them: left as they are. */
  changed: number;
  failed: FailedFile[];
  /** Why the run stopped before the end (the bucket or the database away): running again resumes. */
  stopped: string | null;
  seconds: number;
}

interface MoveOptions {
  db: Db;
  /** The bucket to move to or from (S3_*). */
  storage: FileStorage;
  to: FilePlace;
  /** Rows read per query; a run holds one file's bytes at a time whatever the batch. */
  batchSize?: number;
  /** After each file; `endOfBatch` after the last of a batch. */
  onProgress?: (progress: MoveProgress, endOfBatch: boolean) => void;
  tables?: readonly FileTable[];
}

type Outcome = { moved: number } | { changed: true } | { failed: string };

const readObject = async (bucket: Bucket, key: string) => {
  const object = await bucket.get(key);
  return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
};

/** The row's bytes into a new object, read back and checked, then the row names it (docs/decisions/052). */
async function toBucket(db: Db, bucket: Bucket, table: FileTable, row: MovableFile): Promise<Outcome> {
  const bytes = await table.bytes(db, row.id);
  if (!bytes) return { changed: true };
  if (sha256(bytes) !== row.checksum) return { failed: "its bytes do not match its checksum (left in the database)" };
  const key = newKey(table.kind);
  await bucket.put(key, new Uint8Array(bytes), row.mimeType);
  const copy = await readObject(bucket, key);
  if (!copy || sha256(copy) !== row.checksum) {
    await forgetFiles({ bucket }, [key]);
    return { failed: "the copy read back from the bucket differs (left in the database)" };
  }
  if (await table.toBucket(db, row.id, key)) return { moved: bytes.length };
  await forgetFiles({ bucket }, [key]);
  return { changed: true };
}

/** The object's bytes, checked against the row's checksum, into the row; then the object goes. */
async function toDatabase(db: Db, bucket: Bucket, table: FileTable, row: MovableFile): Promise<Outcome> {
  const key = row.storageKey!;
  const bytes = await readObject(bucket, key);
  if (!bytes) return { failed: `object ${key} is missing from the bucket (row left as it is)` };
  if (sha256(bytes) !== row.checksum)
    return { failed: `object ${key} does not match the row's checksum (row left as it is)` };
  if (!(await table.toDatabase(db, row.id, key, bytes))) return { changed: true };
  // Best effort: an object left behind is named by no row, and the orphan sweep removes it.
  await forgetFiles({ bucket }, [key]);
  return { moved: bytes.length };
}

/**
 * Moves every photo and signature to the bucket (`to: "s3"`) or into the database (`to: "db"`), in
 * small batches with no transaction held, each file verified by checksum before its old copy is
 * dropped. The rows are the state: a run stopped anywhere is resumed by running again.
 */
export async function moveFiles(options: MoveOptions): Promise<MoveSummary> {
  const { db, to, batchSize = 25, onProgress } = options;
  const bucket = options.storage.bucket;
  if (!bucket) throw new Error("moving files needs the bucket of S3_*");
  const tables = options.tables ?? FILE_TABLES;
  const from: FilePlace = to === "s3" ? "db" : "s3";
  const started = Date.now();
  const summary: MoveSummary = {
    to,
    moved: 0,
    bytes: 0,
    alreadyThere: 0,
    changed: 0,
    failed: [],
    stopped: null,
    seconds: 0,
  };
  const progress: MoveProgress = { done: 0, total: 0, bytes: 0 };
  try {
    for (const table of tables) {
      summary.alreadyThere += (await table.count(db, to)).files;
      progress.total += (await table.count(db, from)).files;
    }
    for (const table of tables) {
      // Past the last row looked at: a file that failed is not tried again in this run.
      let after: string | null = null;
      for (;;) {
        const rows = await table.batch(db, from, after, batchSize);
        for (const [index, row] of rows.entries()) {
          const outcome = await (to === "s3" ? toBucket : toDatabase)(db, bucket, table, row);
          if ("moved" in outcome) {
            summary.moved++;
            summary.bytes += outcome.moved;
          } else if ("changed" in outcome) summary.changed++;
          else summary.failed.push({ kind: table.kind, id: row.id, reason: outcome.failed });
          progress.done++;
          progress.bytes = summary.bytes;
          // Files added while the run goes (uploads to the database) raise the total, not past it.
          progress.total = Math.max(progress.total, progress.done);
          onProgress?.(progress, index === rows.length - 1);
        }
        if (rows.length < batchSize) break;
        after = rows.at(-1)!.id;
      }
    }
  } catch (error) {
    summary.stopped = error instanceof Error ? error.message : String(error);
  }
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
