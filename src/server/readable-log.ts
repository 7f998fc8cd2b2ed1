/**
 * A log line as a person reads it in a terminal: the time, the level, the message, a request's method,
 * path, status and duration, the other fields as key=value, and an error's stack under it. The JSON
 * line is what is logged; this only re-spells it when stdout is a terminal (logger.ts).
 */
const COLORS: Record<string, number> = { fatal: 35, error: 31, warn: 33, info: 36, debug: 90 };

interface Entry {
  level?: string;
  time?: string;
  msg?: string;
  err?: { stack?: string; message?: string };
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  [field: string]: unknown;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

export function readableLine(json: string, color: boolean): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json;
  }
  const { level = "info", time, msg = "", err, method, path, status, ms, reqId: _reqId, ...rest } = entry;
  const at = time ? new Date(time) : new Date();
  const clock = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
  const label = level.toUpperCase().padEnd(5);
  const paint = (text: string) => (color ? `\u001b[${COLORS[level] ?? 0}m${text}\u001b[0m` : text);
  const request = method ? ` ${method} ${path} → ${status} (${ms} ms)` : "";
  // An info line's fields repeat its message for machines (the URL, the port): a person gets them with
  // requests, warnings and errors, where they say what the message does not.
  const showFields = method !== undefined || level !== "info";
  const fields = Object.entries(showFields ? rest : {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const stack = err ? `\n    ${(err.stack ?? err.message ?? "").replaceAll("\n", "\n    ")}` : "";
  return `${clock} ${paint(label)} ${msg}${request}${fields ? `  ${fields}` : ""}${stack}\n`;
}
