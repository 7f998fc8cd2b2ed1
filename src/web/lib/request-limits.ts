import { START_UP, type RateLimitKind, type RateLimits } from "@shared/rate-limits";

/**
 * The limits of docs/product.md §9 applied by the browser before a request leaves it. A courtesy, not a
 * defence: the server counts every limit in its database and has the last word. The browser must
 * therefore never refuse what the server would allow, so it counts no more than the server does:
 * what the server counts per address is counted per browser (every tab together), what it counts
 * per user is counted per user, and sign-in counts failures only, cleared by a success.
 * `general` counts page loads, which no API call is: the server alone applies it.
 */

/** One counter a request is counted under; the key mirrors the server's identifier. */
export interface CountedAs {
  kind: RateLimitKind;
  key: string;
  /** Counted when the server answers that the attempt failed, and cleared when it succeeds. */
  failuresOnly?: boolean;
}

interface Counter {
  windowStart: number;
  count: number;
}

const STORAGE_KEY = "bancada.request-limits";

/** undefined until the first /session answer: not knowing, the browser counts nothing as anonymous. */
let sessionUserId: string | null | undefined;

/** Called with each answer of /session and at sign-out: anonymous calls count per address. */
export function rememberSessionUser(id: string | null): void {
  sessionUserId = id;
}

/** A call as the API client sends it, with the limit its route declares (src/server/middleware/rate-limit.ts). */
interface OutgoingCall {
  /** The route's declared limit (a RateLimitKind), START_UP, or null when it declares none. */
  declared: string | null;
  path: string;
  body: unknown;
}

/**
 * What the server counts this call under, as far as the browser knows: the anonymous `api` limit for
 * a signed-out caller, and the limit the route declares, under the key the server counts it by.
 */
export function countedAs({ declared, path, body }: OutgoingCall): CountedAs[] {
  if (declared === START_UP) return [];
  const counted: CountedAs[] = [];
  if (sessionUserId === null) counted.push({ kind: "api", key: "api" });
  if (declared === "login") {
    const email = emailOf(body);
    if (email) counted.push({ kind: "login", key: `login:${email.trim().toLowerCase()}`, failuresOnly: true });
  } else if (declared === "signup") {
    counted.push({ kind: "signup", key: "signup" });
  } else if (declared === "upload" && sessionUserId) {
    counted.push({ kind: "upload", key: `upload:${sessionUserId}` });
  } else if (declared === "password" && sessionUserId) {
    // The server counts per account whose password it is; the path names it (this user's, or one the
    // admin resets), so the browser never counts more than the server does.
    counted.push({ kind: "password", key: `password:${sessionUserId}:${path}` });
  }
  return counted;
}

/** The e-mail address of a sign-in's JSON body. */
function emailOf(body: unknown): string | undefined {
  try {
    const email = (JSON.parse(String(body)) as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

// Kept in localStorage, so a reload does not start over and every tab counts together.
const memory = new Map<string, Counter>();

function readCounters(): Record<string, Counter> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, Counter>;
  } catch {
    return Object.fromEntries(memory);
  }
}

function writeCounter(key: string, counter: Counter | null): void {
  const counters = readCounters();
  if (counter) counters[key] = counter;
  else delete counters[key];
  if (counter) memory.set(key, counter);
  else memory.delete(key);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(counters));
  } catch {
    // Storage full or forbidden: the in-memory copy still counts for this page.
  }
}

/** The counter within its window, or null when there is none or its window has ended. */
function current(key: string, windowMs: number, now: number): Counter | null {
  const counter = readCounters()[key];
  return counter && now < counter.windowStart + windowMs ? counter : null;
}

export interface RequestLimiter {
  /** The first counter at its maximum, if any: the request must not be sent. */
  blocked(counted: readonly CountedAs[]): CountedAs | undefined;
  /** Counts the attempts that count whatever the answer. */
  countAttempt(counted: readonly CountedAs[]): void;
  /** Counts a failure, clears on success, and takes the server's word on a 429. */
  settle(
    counted: readonly CountedAs[],
    response: { ok: boolean; status: number; retryAfterSeconds: number | null },
  ): void;
}

export function createRequestLimiter(limits: RateLimits, now: () => number = Date.now): RequestLimiter {
  const windowMs = (kind: RateLimitKind) => limits[kind].windowMinutes * 60_000;
  const bump = (c: CountedAs) => {
    const existing = current(c.key, windowMs(c.kind), now());
    writeCounter(c.key, existing ? { ...existing, count: existing.count + 1 } : { windowStart: now(), count: 1 });
  };

  return {
    blocked: (counted) =>
      counted.find((c) => (current(c.key, windowMs(c.kind), now())?.count ?? 0) >= limits[c.kind].max),
    countAttempt: (counted) => counted.filter((c) => !c.failuresOnly).forEach(bump),
    settle(counted, { ok, status, retryAfterSeconds }) {
      if (status === 429) {
        // The server's counter is the truth: blocked until its window ends. The most specific
        // counter is the one that refused (a sign-in is also an anonymous API call).
        const refused = counted.at(-1);
        if (!refused) return;
        const rest = retryAfterSeconds === null ? windowMs(refused.kind) : retryAfterSeconds * 1000;
        writeCounter(refused.key, {
          windowStart: now() - windowMs(refused.kind) + rest,
          count: limits[refused.kind].max,
        });
        return;
      }
      for (const c of counted.filter((c) => c.failuresOnly)) {
        if (ok) writeCounter(c.key, null);
        else if (status === 401) bump(c);
      }
    },
  };
}
