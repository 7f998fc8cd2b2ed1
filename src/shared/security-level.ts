import { multiplyLimits, RATE_LIMITS, type RateLimits } from "./rate-limits";

/** The security layer's level (spec §1); what each changes is in docs/decisions/014. */
export const SECURITY_LEVELS = ["low", "medium", "high"] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

export interface SecuritySettings {
  /** Requests allowed per window; high is spec §9's figures, lower levels allow more. */
  limits: RateLimits;
  /** How long a session lasts without use before signing in again. */
  sessionDays: number;
}

export const SECURITY_SETTINGS: Record<SecurityLevel, SecuritySettings> = {
  high: { limits: RATE_LIMITS, sessionDays: 1 },
  medium: { limits: multiplyLimits(RATE_LIMITS, 2), sessionDays: 7 },
  low: { limits: multiplyLimits(RATE_LIMITS, 5), sessionDays: 30 },
};
