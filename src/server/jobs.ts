import type { Database } from "./db/client";
import type { Env } from "./env";
import { runBackup, verifyBackups } from "./modules/backups/backups.service";
import { deleteExpiredCounters } from "./modules/rate-limit/rate-limit.service";

const EVERY_TEN_MINUTES = 10 * 60 * 1000;
/** The daily backup runs from this local hour on, once a day. */
const BACKUP_HOUR = 3;

function localHour(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now));
}

/**
 * Expired rate-limit counters cleaned every ten minutes; the daily backup and its integrity check. Every instance ticks; the backup's advisory lock and
 * its "already done today" check make it run once across all of them, and only the instance that
 * made the backup verifies.
 */
export function startScheduledJobs({ database, env, clock }: { database: Database; env: Env; clock: () => Date }) {
  const tick = async () => {
    const now = clock();
    // Idempotent, so harmless when two instances run it at once.
    await deleteExpiredCounters(database.db, now).catch((error: unknown) => console.error("rate-limit cleanup failed", error));
    if (localHour(now, env.APP_TIMEZONE) < BACKUP_HOUR) return;
    try {
      const run = await runBackup({ db: database.db, backupDir: env.BACKUP_DIR, now, timeZone: env.APP_TIMEZONE, scheduled: true });
      if (run) {
        console.log(`daily backup ${run.runId}: ${run.tables.length} tables, ${run.errors.length} errors`);
        await verifyBackups({ db: database.db, now: clock() });
      }
    } catch (error) {
      console.error("scheduled backup failed", error);
    }
  };
  // The first look a minute after start-up, so starting never competes with a backup.
  const first = setTimeout(() => void tick(), 60_000);
  const timer = setInterval(() => void tick(), EVERY_TEN_MINUTES);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
