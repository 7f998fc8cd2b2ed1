import { multiplyLimits, RATE_LIMITS, type RateLimits } from "./rate-limits";

/** The security layer's level (docs/product.md §1); what each changes is in docs/decisions/014. */
export const SECURITY_LEVELS = ["low", "medium", "high"] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

interface SecuritySettings {
  /** Requests allowed per window; high is docs/product.md §9's figures, lower levels allow more. */
  limits: RateLimits;
  /** How long a session lasts without use before signing in again. */
  sessionDays: number;
  /** A visitor whose bot score is above this is suspicious; high is docs/product.md §9's 50. */
  botScoreThreshold: number;
}

export const SECURITY_SETTINGS: Record<SecurityLevel, SecuritySettings> = {
  high: { limits: RATE_LIMITS, sessionDays: 1, botScoreThreshold: 50 },
  medium: { limits: multiplyLimits(RATE_LIMITS, 2), sessionDays: 7, botScoreThreshold: 75 },
  low: { limits: multiplyLimits(RATE_LIMITS, 5), sessionDays: 30, botScoreThreshold: 100 },
};

/** GET /api/security/level: what the pages apply, the server's effective limits included. */
export interface SecurityLevelResponse {
  level: SecurityLevel;
  limits: RateLimits;
  botScoreThreshold: number;
}
