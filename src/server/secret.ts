import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "./env";

/**
 * The auth secret: from BETTER_AUTH_SECRET, or, on the embedded database only, generated once
 * into DATA_DIR so `npm start` needs no configuration and sessions survive restarts (docs/product.md §7).
 * env.ts already refuses DATABASE_URL without a secret: instances must share it.
 */
export function resolveAuthSecret(env: Pick<Env, "BETTER_AUTH_SECRET" | "DATA_DIR">): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
