import { describe, expect, it } from "vitest";
import { checkFormToken, createNonce, FORM_TOKEN_VALIDITY_MS, issueFormToken } from "./form-protection";

const ORIGIN = "https://bancada.example";

describe("form protection", () => {
  it("issues a 16-character alphanumeric nonce, different every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it("accepts a fresh token from the page's own origin", () => {
    const token = issueFormToken(1_000, ORIGIN);
    expect(checkFormToken(token, 1_000 + FORM_TOKEN_VALIDITY_MS, ORIGIN)).toEqual({ ok: true });
  });

  it("refuses another origin", () => {
    const token = { ...issueFormToken(1_000, ORIGIN), origin: "https://golpe.example" };
    expect(checkFormToken(token, 1_000, ORIGIN)).toEqual({ ok: false, reason: "origin" });
  });

  it("refuses a malformed nonce", () => {
    expect(checkFormToken({ nonce: "curto", origin: ORIGIN, timestamp: 1_000 }, 1_000, ORIGIN)).toEqual({
      ok: false,
      reason: "nonce",
    });
  });

  it("refuses a token older than 5 minutes or from the future", () => {
    const token = issueFormToken(1_000, ORIGIN);
    expect(checkFormToken(token, 1_001 + FORM_TOKEN_VALIDITY_MS, ORIGIN)).toEqual({ ok: false, reason: "expired" });
    expect(checkFormToken(token, 999, ORIGIN)).toEqual({ ok: false, reason: "expired" });
  });
});
