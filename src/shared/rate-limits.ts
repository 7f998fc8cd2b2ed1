/** Rate limits (docs/product.md §9): the server enforces them; the web client applies the same figures. */
export type RateLimitKind = "general" | "login" | "signup" | "api" | "upload" | "password" | "tracking";

export interface RateLimitRule {
  max: number;
  windowMinutes: number;
}

export type RateLimits = Record<RateLimitKind, RateLimitRule>;

export const RATE_LIMITS: RateLimits = {
  general: { max: 100, windowMinutes: 15 },
  login: { max: 5, windowMinutes: 15 },
  signup: { max: 3, windowMinutes: 60 },
  api: { max: 50, windowMinutes: 15 },
  upload: { max: 10, windowMinutes: 60 },
  password: { max: 3, windowMinutes: 60 },
  // The public tracking page and its quote answers, per address, signed in or not (docs/decisions/029).
  tracking: { max: 30, windowMinutes: 15 },
};

/** check_rate_limit's default when a caller gives no figures (docs/product.md §7, §9). */
export const DEFAULT_RATE_LIMIT: RateLimitRule = { max: 100, windowMinutes: 60 };

/**
 * A header that exists only to carry a type. A limited route declares its limit in its input type
 * (`limited`, `countedInRoute`, `startUpCall`, src/server/middleware/rate-limit.ts), so the typed client
 * cannot call it without naming the limit the call counts under (a RateLimitKind, or START_UP for the
 * calls every page makes to start, which no limit counts), and a route whose limit changes stops
 * typechecking where the web calls it. The browser must know the limit before the request leaves, in the
 * client's fetch (src/web/lib/api-client.ts), and Hono's typed client hands that fetch only what a route's
 * input types: param, query, header, cookie, json, form (a key of any other name is typed, then dropped;
 * the answer's type comes too late). A header is the one of these that changes nothing else: the browser
 * reads it, applies the limit (request-limits.ts) and removes it before sending; the server never reads
 * it, as it counts by its own declaration.
 */
export const COUNTED_AS_HEADER = "x-counted-as";
export const START_UP = "start-up";

export const RATE_LIMIT_TITLE = "Limite Excedido";
export const RATE_LIMIT_MESSAGE = "Muitas tentativas. Tente novamente mais tarde.";

/** Every limit's maximum times a factor (lower security levels, and test servers). */
export function multiplyLimits(limits: RateLimits, factor: number): RateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([kind, rule]) => [kind, { ...rule, max: rule.max * factor }]),
  ) as RateLimits;
}
