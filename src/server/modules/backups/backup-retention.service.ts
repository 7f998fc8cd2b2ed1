import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { desc, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { backups } from "@server/db/schema/security";
import type { Bucket } from "@server/storage/bucket";
import { keyOf, listAll } from "./backup-bucket";
import { BACKUP_LOCK } from "./backups.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes one run's files: its folder under BACKUP_DIR, or every object under its prefix in the bucket. */
async function removeRun(location: string, bucket: Bucket | null): Promise<void> {
  const key = keyOf(location, bucket);
  if (key === null || !bucket) return rm(location, { recursive: true, force: true });
  const prefix = `${key}/`;
  const keys: string[] = [];
  for await (const object of listAll(bucket, prefix)) keys.push(object.key);
  // A bucket that fails throws here: the run's rows stay, and the next day's job tries again.
  for (const object of keys) await bucket.delete(object);
}

/**
 * BACKUP_RETENTION_DAYS (docs/decisions/053): deletes the runs completed more than that many days
 * before `now`, their files (in BACKUP_DIR or the bucket) and then their `backups` rows, so the
 * catalogue names only files that exist. Under the backup's advisory lock, so it runs once across
 * instances and never beside a backup; the newest run is always kept, whatever its age. Returns the
 * run ids removed.
 */
export async function pruneBackups({
  db,
  now,
  retentionDays,
  bucket = null,
}: {
  db: Db;
  now: Date;
  retentionDays: number;
  bucket?: Bucket | null;
}): Promise<string[]> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`,
    );
    if (!lock?.locked) return [];
    const [newest] = await tx
      .select({ runId: sql<string>`${backups.metadata}->>'run_id'` })
      .from(backups)
      .orderBy(desc(backups.completedAt))
      .limit(1);
    const old = await tx
      .selectDistinctOn([sql`${backups.metadata}->>'run_id'`], {
        runId: sql<string>`${backups.metadata}->>'run_id'`,
        filePath: backups.filePath,
      })
      .from(backups)
      .where(lt(backups.completedAt, cutoff));
    const runs = old.filter((run) => run.runId !== newest?.runId);
    for (const run of runs) await removeRun(dirname(run.filePath), bucket);
    if (runs.length)
      await tx.delete(backups).where(
        inArray(
          sql`${backups.metadata}->>'run_id'`,
          runs.map((run) => run.runId),
        ),
      );
    return runs.map((run) => run.runId);
  });
}
