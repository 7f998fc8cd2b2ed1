import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_RATE_LIMIT, type RateLimitKind, type RateLimits } from "../../shared/rate-limits";
import { SESSION_COOKIE_NAMES } from "../auth";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { countEvent } from "../modules/rate-limit/rate-limit.service";

export interface Limiter {
  db: Db;
  limits: RateLimits;
  clock: () => Date;
}

export interface RateLimitCheck {
  /** A user id, or the address of an anonymous caller. */
  identifier: string;
  endpoint: RateLimitKind;
  maxRequests?: number;
  windowMinutes?: number;
}

/**
 * check_rate_limit of spec §7: counts one request of the identifier at the endpoint (in PostgreSQL,
 * so every instance counts together) and tells whether it is within the limit, 100 per 60 minutes
 * unless given. It fails open: a counter that cannot be written never refuses anyone (spec §8).
 */
export async function checkRateLimit(db: Db, check: RateLimitCheck, now: Date): Promise<boolean> {
  const rule = { max: check.maxRequests ?? DEFAULT_RATE_LIMIT.max, windowMinutes: check.windowMinutes ?? DEFAULT_RATE_LIMIT.windowMinutes };
  try {
    return (await countEvent(db, { kind: check.endpoint, identifier: check.identifier }, rule, now)) <= rule.max;
  } catch (error) {
    console.error("rate-limit check failed, request allowed", error);
    return true;
  }
}

/** Refuses a request past its kind's limit: 429, Retry-After and an audit row RATE_LIMIT_EXCEEDED. */
export async function enforceLimit(c: Context<AppEnv>, { db, limits, clock }: Limiter, kind: RateLimitKind, identifier: string) {
  const rule = limits[kind];
  const check = { identifier, endpoint: kind, maxRequests: rule.max, windowMinutes: rule.windowMinutes };
  if (await checkRateLimit(db, check, clock())) return;
  c.set("audit", { action: "RATE_LIMIT_EXCEEDED", resource: kind, resourceId: null, metadata: { kind, identifier } });
  throw new AppError("RATE_LIMITED", undefined, { "Retry-After": String(rule.windowMinutes * 60) });
}

/** A route limited per signed-in user (uploads), or per the user a password belongs to. */
export function limitPerUser(limiter: Limiter, kind: RateLimitKind, whose: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(c, limiter, kind, whose(c));
    await next();
  };
}

// Health checks come from load balancers; hashed assets are parts of a page already counted.
const UNCOUNTED = (path: string) => path === "/api/health" || path.startsWith("/assets/") || path === "/favicon.svg";

/**
 * Anonymous traffic per IP (spec §9): `api` for /api calls, `general` for pages. Requests with a
 * session cookie are never counted here, so signed-in screens that refresh themselves never hit it.
 */
export function anonymousLimits(limiter: Limiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hasSession = SESSION_COOKIE_NAMES.some((name) => getCookie(c, name));
    if (!hasSession && !UNCOUNTED(c.req.path)) {
      await enforceLimit(c, limiter, c.req.path.startsWith("/api/") ? "api" : "general", c.get("ip"));
    }
    await next();
  };
}
