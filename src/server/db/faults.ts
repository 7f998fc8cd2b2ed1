/**
 * Whether an error means the database could not be reached or dropped the connection (down,
 * restarting, a cut network, a pool closed at shutdown), as opposed to a query it refused. The
 * first is the service's fault and passes (503); the second is a bug or bad input.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in DrizzleQueryError's cause; pg may wrap one more.
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || isConnectionSqlState(code))) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNABORTED",
]);

// SQLSTATE class 08 (connection exception), the server shutting down or starting up (57P01–57P03),
// and too many connections (53300).
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";
}

// What node-postgres and PGlite say when a connection is gone or cannot be had; they carry no code.
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];
