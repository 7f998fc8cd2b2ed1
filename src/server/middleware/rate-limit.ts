import type { Context, MiddlewareHandler } from "hono";
import {
  DEFAULT_RATE_LIMIT,
  PAGE_START_UP_CALLS,
  type RateLimitKind,
  type RateLimitRule,
  type RateLimits,
} from "@shared/rate-limits";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { besideRequestLevel, logger } from "@server/logger";
import { countEvent, type Counted } from "@server/modules/rate-limit/rate-limit.service";

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
 * Counts one request of the identifier at a kind of limit (in PostgreSQL, so every instance counts
 * together) and answers its number in the window, or null when the counter could not be written:
 * the limits fail open (spec §8), since a request the database cannot serve fails on its own.
 */
async function count(
  db: Db,
  kind: RateLimitKind,
  identifier: string,
  rule: RateLimitRule,
  now: Date,
): Promise<Counted | null> {
  try {
    return await countEvent(db, { kind, identifier }, rule, now);
  } catch (error) {
    logger[besideRequestLevel(error)]({ err: error, kind }, "rate-limit count failed, request allowed");
    return null;
  }
}

/** check_rate_limit of spec §7: counts the request and tells whether it is within the limit, 100 per 60 minutes unless given. */
export async function checkRateLimit(db: Db, check: RateLimitCheck, now: Date): Promise<boolean> {
  const rule = {
    max: check.maxRequests ?? DEFAULT_RATE_LIMIT.max,
    windowMinutes: check.windowMinutes ?? DEFAULT_RATE_LIMIT.windowMinutes,
  };
  const counted = await count(db, check.endpoint, check.identifier, rule, now);
  return counted === null || counted.count <= rule.max;
}

/**
 * Counts the request and refuses it past its kind's limit, in one statement before the work it
 * guards: 429, Retry-After and an audit row RATE_LIMIT_EXCEEDED.
 */
export async function enforceLimit(
  c: Context<AppEnv>,
  { db, limits, clock }: Limiter,
  kind: RateLimitKind,
  identifier: string,
) {
  const rule = limits[kind];
  const counted = await count(db, kind, identifier, rule, clock());
  if (counted === null || counted.count <= rule.max) return;
  c.set("audit", { action: "RATE_LIMIT_EXCEEDED", resource: kind, resourceId: null, metadata: { kind, identifier } });
  throw new AppError("RATE_LIMITED", undefined, { "Retry-After": String(counted.retryAfterSeconds) });
}

/** A route limited per signed-in user (uploads), or per the user a password belongs to. */
export function limitPerUser(
  limiter: Limiter,
  kind: RateLimitKind,
  whose: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(c, limiter, kind, whose(c));
    await next();
  };
}

// Health checks come from load balancers; hashed assets are parts of a page already counted.
const UNCOUNTED = (path: string) => path === "/api/health" || path.startsWith("/assets/") || path === "/favicon.svg";
const START_UP = new Set(PAGE_START_UP_CALLS.map((path) => `/api${path}`));

/**
 * Anonymous traffic per IP (spec §9): `api` for /api calls, `general` for pages. Anonymous means
 * without a valid session (resolved before this), whatever cookies the request carries; signed-in
 * screens that refresh themselves are never counted here. Neither are the calls every page makes to
 * start, answered without the database (PAGE_START_UP_CALLS): counted, they would lock an office that
 * shares one address out of its own sign-in page.
 */
export function anonymousLimits(limiter: Limiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const startUp = c.req.method === "GET" && START_UP.has(path);
    if (!c.get("user") && !startUp && !UNCOUNTED(path)) {
      await enforceLimit(c, limiter, path.startsWith("/api/") ? "api" : "general", c.get("ip"));
    }
    await next();
  };
}
