import { CONNECT_TIMEOUT_MS } from "./db/client";
import { DataDirInUse } from "./db/data-dir-lock";
import { isDatabaseUnavailable } from "./db/faults";
import { EnvError } from "./env";
import { isStorageUnavailable } from "./storage/storage-faults";

interface Settings {
  PORT?: number;
  HOST?: string;
  DATA_DIR?: string;
  DATABASE_URL?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
}

/** A database URL as it may be printed: without its password. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "DATABASE_URL";
  }
}

function codeOf(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** pg's connect timeout wraps the socket's end ("Connection terminated unexpectedly"), which says less. */
function timedOut(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (e instanceof Error && /timeout/i.test(e.message)) return true;
  }
  return false;
}

// The deepest cause's message, or its code: a refused connection to "localhost" (both ::1 and
// 127.0.0.1) is an AggregateError with no message of its own.
function innermostMessage(error: unknown): string {
  let e = error;
  while (e && typeof e === "object" && "cause" in e && e.cause) e = e.cause;
  return (e instanceof Error ? e.message : String(e)) || codeOf(error) || "unknown error";
}

/** What start-up was doing when it failed: opening the database (and migrating, seeding), or listening. */
export type StartupPhase = "database" | "storage" | "listen";

/** The object storage's refusal at start-up, as the variable to change (S3 error codes). */
function describeStorageFailure(error: unknown, env: Settings | undefined): string {
  const where = `${env?.S3_ENDPOINT ?? "S3_ENDPOINT"}, bucket ${env?.S3_BUCKET ?? "S3_BUCKET"}`;
  const code = isStorageUnavailable(error) ? error.code : (codeOf(error) ?? innermostMessage(error));
  switch (code) {
    case "NoSuchBucket":
    case "HTTP 404":
      return `Object storage (${where}): the bucket does not exist; create it or change S3_BUCKET`;
    case "InvalidAccessKeyId":
      return `Object storage (${where}) does not know the key of S3_ACCESS_KEY_ID; check S3_ACCESS_KEY_ID`;
    case "SignatureDoesNotMatch":
      return `Object storage (${where}) refused the signature: S3_SECRET_ACCESS_KEY does not match S3_ACCESS_KEY_ID`;
    case "AuthorizationHeaderMalformed":
    case "PermanentRedirect":
    case "HTTP 301":
      return `Object storage (${where}) expects another region; check S3_REGION (or S3_FORCE_PATH_STYLE)`;
    case "AccessDenied":
    case "HTTP 403":
      return `Object storage (${where}) refused access: give the key of S3_ACCESS_KEY_ID read, write and list on S3_BUCKET`;
    default:
      return `Cannot reach object storage at S3_ENDPOINT (${where}): ${code}; start it or change S3_ENDPOINT`;
  }
}

/**
 * Why start-up failed, in one line an operator can act on: the cause and the variable to change.
 * `env` is what was read before the failure (nothing, when the environment itself was bad).
 */
export function describeStartupFailure(error: unknown, phase: StartupPhase, env: Settings | undefined): string {
  if (error instanceof EnvError) return error.message;
  if (phase === "storage") return describeStorageFailure(error, env);
  const code = codeOf(error);
  const reason = innermostMessage(error);
  if (phase === "listen") {
    if (code === "EADDRINUSE")
      return `Port ${env?.PORT} is already in use by another program: stop it, or set PORT to a free port`;
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
      return `Cannot listen on HOST ${env?.HOST}: it is not an address of this machine; change HOST, or unset it to listen on every interface`;
    if (code === "EACCES") return `No permission to listen on port ${env?.PORT}: set PORT to 1024 or above`;
    return `Cannot listen on port ${env?.PORT}: ${reason}; check PORT and HOST`;
  }
  if (!env?.DATABASE_URL) {
    if (error instanceof DataDirInUse)
      return `The embedded database in ${env?.DATA_DIR} is in use by another process (pid ${error.pid}): stop the server first, PGlite is one process per data folder (should no such process run, delete ${error.file})`;
    if (code === "EACCES" || code === "EROFS" || code === "ENOSPC" || code === "ENOTDIR")
      return `Cannot use the data folder ${env?.DATA_DIR} (${code}): give the server write access to it or change DATA_DIR`;
    return `Cannot open the embedded database in ${env?.DATA_DIR}: ${reason}; check DATA_DIR`;
  }
  const database = safeUrl(env.DATABASE_URL);
  if (code === "3D000") {
    const name = decodeURIComponent(new URL(env.DATABASE_URL).pathname.slice(1));
    return `The database "${name}" does not exist on the PostgreSQL server of DATABASE_URL (${database}): create it (createdb ${name}) or change DATABASE_URL`;
  }
  if (code === "28P01" || code === "28000")
    return `PostgreSQL refused the user of DATABASE_URL (${database}): check the user and password in DATABASE_URL`;
  if (isDatabaseUnavailable(error)) {
    const why = timedOut(error) ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} seconds` : reason;
    return `Cannot reach the PostgreSQL server of DATABASE_URL (${database}): ${why}; start PostgreSQL or change DATABASE_URL`;
  }
  return `Start-up failed on the database of DATABASE_URL (${database}): ${reason}`;
}
