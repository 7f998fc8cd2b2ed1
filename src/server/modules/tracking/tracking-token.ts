import { createHash, createHmac, randomBytes } from "node:crypto";
import { trackingPagePath } from "@shared/page-paths";

/** The longest token the page looks up: anything longer is no token of ours. */
const TOKEN_CHARS = 22;

/** 128 random bits, stored: the token is derived from it, so the database alone never holds a working link. */
export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

/**
 * The link's token: 128 bits of the HMAC of the nonce under the server's secret, base64url (22 characters).
 * Deriving it rather than storing it lets the printout show the same link again while only its hash is kept.
 */
export function trackingToken(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(`tracking:${nonce}`).digest().subarray(0, 16).toString("base64url");
}

/**
 * What the lookup compares: the SHA-256 of what was asked. Every request, a well-formed token or not,
 * costs one hash and one indexed lookup, so the time of an answer says nothing about how close a guess was.
 */
export function trackingTokenHash(token: string): string {
  return createHash("sha256")
    .update(token.slice(0, TOKEN_CHARS * 2))
    .digest("hex");
}

export function trackingUrl(appUrl: string, token: string): string {
  return new URL(trackingPagePath(token), appUrl).toString();
}
