import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CSRF_HEADER } from "@shared/api-types";
import { COOKIE_PREFIX, SESSION_COOKIE_NAMES } from "@server/auth";
import type { AppEnv } from "@server/context";
import { AppError } from "@server/errors";
import { newSeed, verifyCsrfToken } from "@server/lib/csrf-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SEED_COOKIE = `${COOKIE_PREFIX}.csrf_seed`;

/** What a CSRF token is bound to: the session cookie when signed in, else the anonymous seed. */
function csrfBinding(c: Context<AppEnv>): string | undefined {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = getCookie(c, name);
    if (value) return `session:${value}`;
  }
  const seed = getCookie(c, SEED_COOKIE);
  return seed ? `seed:${seed}` : undefined;
}

/** Gives the browser an anonymous seed cookie when it has nothing to bind a token to. */
export function ensureCsrfBinding(c: Context<AppEnv>, secure: boolean): string {
  const existing = csrfBinding(c);
  if (existing) return existing;
  const seed = newSeed();
  setCookie(c, SEED_COOKIE, seed, { httpOnly: true, sameSite: "Lax", secure, path: "/" });
  return `seed:${seed}`;
}

/**
 * Every state-changing request must come from a trusted origin (when the browser says where it
 * comes from) and carry a valid X-CSRF-Token; otherwise 403, audited.
 */
export function csrfProtection(options: {
  secret: string;
  trustedOrigins: string[];
  clock: () => Date;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();

    const origin = c.req.header("origin");
    if (origin && !options.trustedOrigins.includes(origin)) {
      c.set("audit", { action: "INVALID_ORIGIN", metadata: { origin } });
      throw new AppError("INVALID_ORIGIN");
    }
    const token = c.req.header(CSRF_HEADER);
    const binding = csrfBinding(c);
    if (!token || !binding || !verifyCsrfToken(options.secret, token, binding, options.clock())) {
      c.set("audit", { action: "CSRF_REJECTED", metadata: { hadToken: Boolean(token) } });
      throw new AppError("CSRF_INVALID");
    }
    await next();
  };
}
