/** A protected form's token is good for 5 minutes (docs/product.md §9). */
export const FORM_TOKEN_VALIDITY_MS = 300_000;
const NONCE_LENGTH = 16;

const NONCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 16 random bytes as 16 letters and digits. The modulo bias is irrelevant for a one-form nonce. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_LENGTH));
  return Array.from(bytes, (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join("");
}

interface FormToken {
  nonce: string;
  origin: string;
  /** When the form was issued, in epoch milliseconds. */
  timestamp: number;
}

export function issueFormToken(now: number = Date.now(), origin: string = window.location.origin): FormToken {
  return { nonce: createNonce(), origin, timestamp: now };
}

type FormTokenCheck = { ok: true } | { ok: false; reason: "origin" | "nonce" | "expired" };

/** The origin must be the page's own, the nonce well formed, and the form not older than 5 minutes nor from the future. */
export function checkFormToken(
  token: FormToken,
  now: number = Date.now(),
  expectedOrigin: string = window.location.origin,
): FormTokenCheck {
  if (token.origin !== expectedOrigin) return { ok: false, reason: "origin" };
  if (!/^[A-Za-z0-9]{16}$/.test(token.nonce)) return { ok: false, reason: "nonce" };
  const age = now - token.timestamp;
  if (age < 0 || age > FORM_TOKEN_VALIDITY_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}
