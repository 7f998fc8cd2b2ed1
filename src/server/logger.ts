import pino from "pino";
import { isDatabaseUnavailable } from "./db/faults";
import { readableLine } from "./readable-log";

interface LogDestination {
  write(line: string): void;
}

// Written as they come: an asynchronous destination let a start-up failure's fatal line (flushed at
// once) overtake the warning written just before it, and a line costs microseconds either way.
const jsonLines = pino.destination({ dest: 1, sync: true });
// A person at a terminal (`npm start`) reads lines; anything else (a supervisor, a file) gets JSON.
const stdout: LogDestination = process.stdout.isTTY
  ? { write: (line: string) => jsonLines.write(readableLine(line, true)) }
  : jsonLines;
let destination: LogDestination = stdout;

/**
 * A failed query's error carries its parameters: the values a request wrote, such as an outbox row's
 * one-use link or a session's token. Drizzle's puts them in its message and in `params`, PGlite's in
 * `params`. A copy of the error, and of the causes above it, keeps the query and the database's
 * reason and leaves the values out.
 */
function withoutQueryParams(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const cause = withoutQueryParams(error.cause, depth + 1);
  const hasParams = "params" in error && error.params !== undefined;
  if (!hasParams && cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, { cause });
  const listed = error.message.startsWith("Failed query: ") ? error.message.indexOf("\nparams: ") : -1;
  copy.message = listed < 0 ? error.message : `${error.message.slice(0, listed)}\nparams: left out`;
  copy.stack = error.stack?.replace(error.message, () => copy.message);
  delete (copy as { params?: unknown }).params;
  return copy;
}

/** An error as a log line holds it: pino's fields (type, message, stack, causes), query values left out. */
export const serializeError = (error: unknown) => pino.stdSerializers.err(withoutQueryParams(error) as Error);

/** An error's message as an audit row keeps it: a failed query's values left out. */
export const messageWithoutValues = (error: Error) => (withoutQueryParams(error) as Error).message;

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
    serializers: { err: serializeError },
  },
  { write: (line: string) => destination.write(line) },
);

/**
 * Sends the log's lines elsewhere until the returned function puts stdout back: the tests that read
 * every line a flow writes (src/server/test/log-capture.ts).
 */
export function redirectLog(to: LogDestination): () => void {
  destination = to;
  return () => {
    destination = stdout;
  };
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "silent"] as const;

/**
 * The level for a failure beside a request (its audit row, its rate-limit count, better-auth's own
 * report): warn when the database is away, since the request's own line reports that fault at error
 * already; error for anything else.
 */
export function besideRequestLevel(error: unknown): "warn" | "error" {
  return isDatabaseUnavailable(error) ? "warn" : "error";
}
