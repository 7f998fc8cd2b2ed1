import type { Env } from "./env";

/** One list of trusted origins feeds both better-auth and the app's own Origin check. */
export function trustedOrigins(env: Pick<Env, "APP_URL" | "TRUSTED_ORIGINS">): string[] {
  return [...new Set([new URL(env.APP_URL).origin, ...env.TRUSTED_ORIGINS.map((o) => new URL(o).origin)])];
}
