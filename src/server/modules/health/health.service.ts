import { sql } from "drizzle-orm";
import type { Database } from "@server/db/client";
import { isDatabaseUnavailable } from "@server/db/faults";

/** A check that has not answered by then counts as down: a balancer's probe must not hang with it. */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether the database answers a real query; any fault but its being unreachable is thrown. */
export async function databaseAnswers({ database }: { database: Database }): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return false;
  }
}

/** A dependency the readiness probe asks (docs/decisions/050): true when it answers. */
export interface HealthCheck {
  name: string;
  /** Stops asking when `signal` aborts (the probe has answered without it). */
  answers: (signal: AbortSignal) => Promise<boolean>;
}

export type CheckState = "up" | "down";

/**
 * Asks every check at once; each answers up or down, a check that fails or takes longer than
 * CHECK_TIMEOUT_MS down. Named in the order given.
 */
export async function runChecks({ checks }: { checks: HealthCheck[] }): Promise<Record<string, CheckState>> {
  const states = await Promise.all(
    checks.map(async ({ answers }): Promise<CheckState> => {
      // A late check is also stopped, so probes every second do not pile up requests to a hung bucket.
      const stop = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => {
          stop.abort();
          resolve(false);
        }, CHECK_TIMEOUT_MS);
      });
      const up = await Promise.race([answers(stop.signal).catch(() => false), late]);
      clearTimeout(timer);
      return up ? "up" : "down";
    }),
  );
  return Object.fromEntries(checks.map(({ name }, i) => [name, states[i]!]));
}
