import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { roleOf } from "@shared/roles";
import { SESSION_COOKIE_NAMES, type Auth } from "@server/auth";
import type { SessionUser } from "@shared/api-types";
import type { AppEnv } from "@server/context";
import { isDatabaseUnavailable } from "@server/db/faults";

interface Resolved {
  user: SessionUser;
  sessionId: string;
  /** Epoch ms after which the entry is asked of the database again. */
  until: number;
}

// A screen fires a burst of requests at once; each would read the same session rows. Kept briefly,
// a session is read once per burst. The cost: a session ended on another instance still works
// there for up to this long (ended on this one, it is forgotten at once). docs/decisions/019.
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

/**
 * Resolves the signed-in user (if any) from the session cookie, once per request. A request
 * without a session cookie is anonymous without asking better-auth.
 */
export function resolveSession(auth: Auth, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, Resolved>();
  // Bumped by every write: a lookup that began before a write must not store what it read.
  let generation = 0;

  return async (c, next) => {
    const token = SESSION_COOKIE_NAMES.map((name) => getCookie(c, name)).find(Boolean);
    const cached = token ? cache.get(token) : undefined;
    let refreshCookies: string[] = [];
    if (!token) {
      c.set("user", null);
      c.set("sessionId", null);
    } else if (cached && cached.until > now()) {
      c.set("user", cached.user);
      c.set("sessionId", cached.sessionId);
    } else {
      const startedAt = generation;
      const { headers, response } = await auth.api
        .getSession({ headers: c.req.raw.headers, returnHeaders: true })
        .catch((error: unknown) => {
          // A page or its files need no user when the database is away: served as to anyone, the app
          // then asks the API, whose 503 it shows. The API itself answers that 503.
          if (c.req.path.startsWith("/api/") || !isDatabaseUnavailable(error)) throw error;
          return { headers: new Headers(), response: null };
        });
      refreshCookies = headers.getSetCookie();
      if (response) {
        const u = response.user as typeof response.user & { role?: string | null; phone?: string | null };
        const user = {
          id: u.id,
          name: u.name,
          email: u.email,
          role: roleOf(u.role),
          phone: u.phone ?? null,
          emailVerified: u.emailVerified,
        };
        c.set("user", user);
        c.set("sessionId", response.session.id);
        // A session renewed by this lookup sends a new cookie: only an unchanged one is kept.
        if (startedAt === generation && refreshCookies.length === 0) {
          if (cache.size >= SESSION_CACHE_MAX) cache.clear();
          const until = Math.min(now() + SESSION_CACHE_MS, new Date(response.session.expiresAt).getTime());
          cache.set(token, { user, sessionId: response.session.id, until });
        }
      } else {
        c.set("user", null);
        c.set("sessionId", null);
      }
    }

    await next();

    // Any write may end a session or change a user (sign-out, reset, role, deletion): forget them all.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      generation += 1;
      cache.clear();
    }
    // better-auth extends an active session once a day (or clears a dead one); its cookie must reach
    // the browser, unless the route itself set that cookie (sign-in, sign-out), which wins.
    const setByRoute = new Set(c.res.headers.getSetCookie().map(cookieName));
    for (const cookie of refreshCookies) {
      if (!setByRoute.has(cookieName(cookie))) c.res.headers.append("set-cookie", cookie);
    }
  };
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));
