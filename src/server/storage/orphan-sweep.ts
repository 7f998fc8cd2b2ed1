import type { Db } from "@server/db/client";
import { countEvent } from "@server/lib/rate-limit-counters.queries";
import { FILE_KINDS, type FileStorage } from "./files";
import { keysInUse, newestFileInBucket } from "./orphans.queries";

/**
 * How old an object no row names must be before it goes: an upload writes its object before its row,
 * so a younger one may belong to a request still in flight.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_CLAIM = { kind: "job", identifier: "orphan-sweep" } as const;

/**
 * Removes the bucket's photos and signatures that no row names and that are older than a day: what a
 * failed upload, a deleted order or a move killed half-way left behind. Returns how many went.
 *
 * Only objects older than the newest file this database wrote are judged: a database that has not seen
 * files that recent is not the one writing them. So an empty database (an app started on it while a
 * restore loads) or a restored older copy started with the shop's S3_* leaves the shop's newer files
 * alone; a real orphan waits for the next upload to be swept.
 */
export async function sweepOrphans({ db, storage, now }: { db: Db; storage: FileStorage; now: Date }) {
  const bucket = storage.bucket;
  if (!bucket) return 0;
  const newest = await newestFileInBucket(db);
  if (!newest) return 0;
  // A listing's LastModified may be cut to the second: a second's margin, or an object written just
  // after the newest row could look older than it.
  const before = Math.min(now.getTime() - ORPHAN_AGE_MS, newest.getTime() - 1000);
  let removed = 0;
  for (const kind of FILE_KINDS) {
    let after: string | undefined;
    for (let more = true; more;) {
      const page = await bucket.list(`${kind}/`, after);
      more = page.more && page.objects.length > 0;
      after = page.objects.at(-1)?.key;
      const old = page.objects.filter((o) => o.lastModified.getTime() < before).map((o) => o.key);
      const inUse = await keysInUse(db, old);
      for (const key of old.filter((k) => !inUse.has(k))) {
        await bucket.delete(key);
        removed++;
      }
    }
  }
  return removed;
}

/** The sweep, once an hour across every server instance (the first to claim the hour runs it). */
export async function sweepOrphansOnce({ db, storage, now }: { db: Db; storage: FileStorage; now: Date }) {
  if (!storage.bucket) return null;
  const claim = await countEvent(db, SWEEP_CLAIM, { max: 1, windowMinutes: 60 }, now);
  if (claim.count > 1) return null;
  return sweepOrphans({ db, storage, now });
}
