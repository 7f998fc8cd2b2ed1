import type { Env } from "@server/env";
import { openBucket } from "./bucket";
import type { FileStorage } from "./files";

/** The bucket of S3_* when it is set (env.ts requires all five together), else the database. */
export function fileStorage(env: Env): FileStorage {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    return { bucket: null };
  return {
    bucket: openBucket({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    }),
  };
}

/** Whether the files' storage answers: always, for the database (its own check is the database's). */
export async function storageAnswers(storage: FileStorage, signal?: AbortSignal): Promise<boolean> {
  if (!storage.bucket) return true;
  try {
    await storage.bucket.check(signal);
    return true;
  } catch {
    return false;
  }
}
