/** Rate limits of spec §9: the server enforces them; the web client applies the same figures. */
export type RateLimitKind = "general" | "login" | "signup" | "api" | "upload" | "password";

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
};

/** check_rate_limit's default when a caller gives no figures (spec §7, §9). */
export const DEFAULT_RATE_LIMIT: RateLimitRule = { max: 100, windowMinutes: 60 };

/**
 * The API calls every page makes to start (who is signed in, a CSRF token, the limits to apply),
 * answered from memory: not counted against the anonymous `api` limit, by the server or the
 * browser, so the visits of an office behind one address never use it up (docs/decisions/021).
 */
export const PAGE_START_UP_CALLS = ["/session", "/csrf", "/security/level"] as const;

export const RATE_LIMIT_TITLE = "Limite Excedido";
export const RATE_LIMIT_MESSAGE = "Muitas tentativas. Tente novamente mais tarde.";

/** Every limit's maximum times a factor (lower security levels, and test servers). */
export function multiplyLimits(limits: RateLimits, factor: number): RateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([kind, rule]) => [kind, { ...rule, max: rule.max * factor }]),
  ) as RateLimits;
}
