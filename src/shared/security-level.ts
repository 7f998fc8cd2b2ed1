import { multiplyLimits, RATE_LIMITS, type RateLimits } from "./rate-limits";

/** The security layer's level (spec §1); what each changes is in docs/decisions/014. */
export const SECURITY_LEVELS = ["low", "medium", "high"] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

/** When none is given, the level is medium (spec §1). The app itself is configured at high (env.ts). */
export const securityLevelOf = (given?: SecurityLevel): SecurityLevel => given ?? "medium";

export interface SecuritySettings {
  /** Requests allowed per window; high is spec §9's figures, lower levels allow more. */
  limits: RateLimits;
  /** How long a session lasts without use before signing in again. */
  sessionDays: number;
  /** The bot score above which a visitor is suspicious (spec §9: 50). */
  botThreshold: number;
}

export const SECURITY_SETTINGS: Record<SecurityLevel, SecuritySettings> = {
  high: { limits: RATE_LIMITS, sessionDays: 1, botThreshold: 50 },
  medium: { limits: multiplyLimits(RATE_LIMITS, 2), sessionDays: 7, botThreshold: 75 },
  low: { limits: multiplyLimits(RATE_LIMITS, 5), sessionDays: 30, botThreshold: 100 },
};
