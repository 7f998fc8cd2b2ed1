import pino from "pino";
import { isDatabaseUnavailable } from "./db/faults";

/**
 * The server's one logger: a JSON line per event on stdout, with the level as a word and an ISO
 * time, so an operator's tools read it as it is. Expected refusals (a wrong password, a validation
 * error) go at info or warn without a stack; only real faults go at error, with theirs.
 * main.ts sets the level from LOG_LEVEL; tests silence it.
 */
export const logger = pino(
  {
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written as they come: an asynchronous destination let a start-up failure's fatal line (flushed at
  // once) overtake the warning written just before it, and a line costs microseconds either way.
  pino.destination({ dest: 1, sync: true }),
);

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "silent"] as const;

/**
 * The level for a failure beside a request (its audit row, its rate-limit count, better-auth's own
 * report): warn when the database is away, since the request's own line reports that fault at error
 * already; error for anything else.
 */
export function besideRequestLevel(error: unknown): "warn" | "error" {
  return isDatabaseUnavailable(error) ? "warn" : "error";
}
