import type { Database } from "./db/client";
import type { Env } from "./env";
import { logger } from "./logger";
import { pruneBackups } from "./modules/backups/backup-retention.service";
import { runBackup } from "./modules/backups/backups.service";
import { verifyBackups } from "./modules/backups/verify-backups.service";
import { cleanUpExpiredKeysOnce } from "./lib/idempotency-keys.queries";
import { cleanUpExpiredCountersOnce } from "./lib/rate-limit-counters.queries";
import type { FileStorage } from "./storage/files";
import { sweepOrphansOnce } from "./storage/orphan-sweep";

const TICK_MINUTES = 10;
/** The daily backup runs from this local hour on, once a day. */
const BACKUP_HOUR = 3;

function localHour(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now));
}

/**
 * Every ten minutes: the expired rate-limit counters clean-up, the daily clean-up of Idempotency-Keys
 * older than a day, the hourly sweep of the bucket's orphan objects (storage/orphan-sweep.ts), then the
 * daily backup and its integrity check. Every instance ticks, and each job runs once across all of
 * them: the clean-ups and the sweep claim their period in the database, the backup takes an advisory
 * lock and skips a day already done, and only the instance that made the backup verifies it and then
 * deletes the runs past BACKUP_RETENTION_DAYS (so a day whose backup failed deletes nothing;
 * docs/decisions/053).
 *
 * Returns the stop function for shutdown: no more ticks, and it resolves once a tick in progress
 * (a backup, say) has finished, so the database is not closed under it.
 */
export function startScheduledJobs({
  database,
  storage,
  env,
  clock,
}: {
  database: Database;
  storage: FileStorage;
  env: Env;
  clock: () => Date;
}) {
  const tick = async () => {
    const now = clock();
    await cleanUpExpiredCountersOnce(database.db, now, TICK_MINUTES).catch((error: unknown) =>
      logger.error({ err: error }, "rate-limit cleanup failed"),
    );
    await cleanUpExpiredKeysOnce(database.db, now).catch((error: unknown) =>
      logger.error({ err: error }, "idempotency keys cleanup failed"),
    );
    await sweepOrphansOnce({ db: database.db, storage, now }).then(
      (removed) => removed && logger.info({ removed }, "orphan objects removed from the bucket"),
      (error: unknown) => logger.error({ err: error }, "orphan sweep failed"),
    );
    if (localHour(now, env.APP_TIMEZONE) < BACKUP_HOUR) return;
    try {
      const run = await runBackup({
        db: database.db,
        backupDir: env.BACKUP_DIR,
        now,
        timeZone: env.APP_TIMEZONE,
        scheduled: true,
        bucket: storage.bucket,
      });
      if (run) {
        logger.info({ runId: run.runId, tables: run.tables.length, errors: run.errors.length }, "daily backup");
        await verifyBackups({ db: database.db, now: clock(), bucket: storage.bucket });
        if (env.BACKUP_RETENTION_DAYS) {
          const removed = await pruneBackups({
            db: database.db,
            now: clock(),
            retentionDays: env.BACKUP_RETENTION_DAYS,
            bucket: storage.bucket,
          });
          if (removed.length) logger.info({ runs: removed }, "backups past retention removed");
        }
      }
    } catch (error) {
      logger.error({ err: error }, "scheduled backup failed");
    }
  };
  // A tick still running (a long backup) is not overlapped by the next one.
  let running: Promise<void> | undefined;
  const start = () => {
    running ??= tick().finally(() => {
      running = undefined;
    });
  };
  // The first look a minute after start-up, so starting never competes with a backup.
  const first = setTimeout(start, 60_000);
  const timer = setInterval(start, TICK_MINUTES * 60_000);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
