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
 * The request header a limited route's type makes the web's client send: the limit the call counts
 * under (a RateLimitKind), or START_UP for the calls every page makes to start, which no limit counts
 * (src/server/middleware/rate-limit.ts). The browser reads it and removes it before the call leaves.
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
