import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import {
  type COUNTED_AS_HEADER,
  DEFAULT_RATE_LIMIT,
  type START_UP,
  type RateLimitKind,
  type RateLimitRule,
  type RateLimits,
} from "@shared/rate-limits";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { addressKey } from "@server/lib/ip-address";
import { besideRequestLevel, logger } from "@server/logger";
import { countEvent, type Counted } from "@server/lib/rate-limit-counters.queries";
import { TRACKING_PATH } from "@server/lib/tracking-path";

export interface Limiter {
  db: Db;
  limits: RateLimits;
  clock: () => Date;
}

interface RateLimitCheck {
  /** A user id, or the address of an anonymous caller. */
  identifier: string;
  endpoint: RateLimitKind;
  maxRequests?: number;
  windowMinutes?: number;
}

/**
 * Counts one request of the identifier at a kind of limit (in PostgreSQL, so every instance counts
 * together) and answers its number in the window, or null when the counter could not be written:
 * the limits fail open (docs/product.md §8), since a request the database cannot serve fails on its own.
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

/** check_rate_limit (docs/product.md §7): counts the request and tells whether it is within the limit, 100 per 60 minutes unless given. */
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
async function enforceLimit(
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

/** The limits a route may declare: counted per caller (login, signup) or per account (upload, password). */
type RouteLimit = Exclude<RateLimitKind, "general" | "api">;

/** What a limited route declares in its input type: why it is a header, at COUNTED_AS_HEADER. */
type Declares<Kind extends string> = { in: { header: { [COUNTED_AS_HEADER]: Kind } }; out: object };

const UNCOUNTED = Symbol("uncounted");

/**
 * The identifier of every per-address limit: the caller's address, an IPv6 one by its /64
 * (docs/decisions/035). Never `c.get("ip")` itself, which is the full address for the records.
 */
export const byAddress = (c: Context<AppEnv>) => addressKey(c.get("ip"));

/**
 * A route's limit, counted for the identifier `whose` gives (the signed-in user, the account a
 * password belongs to, the caller's address: byAddress) before the work it guards: see enforceLimit.
 */
export function limited<Kind extends RouteLimit>(
  limiter: Limiter,
  kind: Kind,
  whose: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv, string, Declares<Kind>> {
  return async (c, next) => {
    await enforceLimit(c, limiter, kind, whose(c));
    await next();
  };
}

/**
 * The declaration of a limit the route counts itself, because its identifier is in the body: sign-in
 * counts per e-mail address and caller (src/server/modules/auth/auth.routes.ts).
 */
export function countedInRoute<Kind extends RouteLimit>(
  _kind: Kind,
): MiddlewareHandler<AppEnv, string, Declares<Kind>> {
  return async (_c, next) => {
    await next();
  };
}

/**
 * The declaration of a call every page makes to start (who is signed in, a CSRF token, the limits to
 * apply), answered from memory: not counted against the anonymous `api` limit, by the server or the
 * browser, so the visits of an office behind one address never use it up (docs/decisions/021).
 */
export const startUpCall: MiddlewareHandler<AppEnv, string, Declares<typeof START_UP>> = Object.assign(
  async (_c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
  },
  { [UNCOUNTED]: true },
);

// Health checks come from load balancers; hashed assets are parts of a page already counted; the
// public tracking page counts under a limit of its own, signed in or not (modules/tracking/tracking-page.ts).
const UNCOUNTED_PATH = (path: string) =>
  path === "/api/health" ||
  path.startsWith("/api/health/") ||
  path.startsWith("/assets/") ||
  path === "/favicon.svg" ||
  path.startsWith(`${TRACKING_PATH}/`);

/**
 * Anonymous traffic per address (docs/product.md §9): `api` for /api calls, `general` for pages. Anonymous
 * means without a valid session (resolved before this), whatever cookies the request carries;
 * signed-in screens that refresh themselves are never counted here, nor the start-up calls.
 */
export function anonymousLimits(limiter: Limiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!c.get("user") && !UNCOUNTED_PATH(path) && !isStartUpCall(c)) {
      await enforceLimit(c, limiter, path.startsWith("/api/") ? "api" : "general", byAddress(c));
    }
    await next();
  };
}

/** Whether the route this request reached declared itself a start-up call. */
function isStartUpCall(c: Context<AppEnv>): boolean {
  return matchedRoutes(c).some((route) => UNCOUNTED in (route.handler as object));
}
