import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Stateless CSRF tokens: nonce.expiry.mac, where the MAC binds the token to the browser's
 * session cookie (or, before sign-in, to an anonymous seed cookie). Signing in or out changes
 * the binding, so tokens rotate; each tab may hold its own; every server instance can verify.
 */
export const CSRF_TTL_MS = 2 * 60 * 60 * 1000;

function mac(secret: string, nonce: string, expiresAt: number, binding: string) {
  return createHmac("sha256", secret).update(`csrf|${nonce}|${expiresAt}|${binding}`).digest("base64url");
}

export function issueCsrfToken(secret: string, binding: string, now: Date): string {
  const nonce = randomBytes(16).toString("base64url");
  const expiresAt = now.getTime() + CSRF_TTL_MS;
  return `${nonce}.${expiresAt}.${mac(secret, nonce, expiresAt, binding)}`;
}

export function verifyCsrfToken(secret: string, token: string, binding: string, now: Date): boolean {
  const [nonce, expiry, signature] = token.split(".");
  const expiresAt = Number(expiry);
  if (!nonce || !signature || !Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, nonce, expiresAt, binding));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function newSeed(): string {
  return randomBytes(24).toString("base64url");
}
