import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { backups } from "@server/db/schema/security";
import { raiseAlert } from "@server/modules/security/alerts.service";
import type { Bucket } from "@server/storage/bucket";
import { fileSha256 } from "./backup-file";
import { objectSha256 } from "./backup-bucket";

/** The SHA-256 of a recorded file, on disk or in the bucket; null when it is not there; undefined when it cannot be read here. */
async function checksumOf(filePath: string, bucket: Bucket | null): Promise<string | null | undefined> {
  if (!filePath.startsWith("s3://")) return fileSha256(filePath).catch(() => null);
  const [name, ...key] = filePath.slice("s3://".length).split("/");
  // A run in a bucket this server is not configured for cannot be judged from here.
  if (!bucket || name !== bucket.settings.bucket) return undefined;
  // A bucket that does not answer throws: unreachable is not corrupted, and the check is made again.
  return objectSha256(bucket, key.join("/"));
}

/**
 * Recomputes the checksum of every completed backup file of the last 7 days, from BACKUP_DIR or from
 * the bucket (streamed through, docs/decisions/053); a missing or altered file marks it CORRUPTED and
 * raises a CRITICAL DATA_BREACH alert.
 */
export async function verifyBackups({ db, now, bucket = null }: { db: Db; now: Date; bucket?: Bucket | null }) {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const recent = await db
    .select()
    .from(backups)
    .where(and(eq(backups.status, "COMPLETED"), gte(backups.completedAt, since)))
    .orderBy(desc(backups.completedAt));
  const corrupted: string[] = [];
  let checked = 0;
  for (const backup of recent) {
    const checksum = await checksumOf(backup.filePath, bucket);
    if (checksum === undefined) continue;
    checked++;
    if (checksum === backup.checksum) continue;
    corrupted.push(backup.id);
    await db.update(backups).set({ status: "CORRUPTED" }).where(eq(backups.id, backup.id));
    await raiseAlert({
      db,
      alert: {
        type: "DATA_BREACH",
        severity: "CRITICAL",
        description: `${checksum ? "O arquivo de backup foi alterado (checksum diferente)" : "O arquivo de backup não foi encontrado"}: ${backup.name}, execução ${backup.metadata.run_id.slice(0, 8)}`,
        key: `backup:${backup.id}`,
        metadata: { backupId: backup.id, filePath: backup.filePath },
      },
      now,
    });
  }
  return { checked, corrupted: corrupted.length };
}
