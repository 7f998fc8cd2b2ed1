import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./client-rate-limiter";

describe("createRateLimiter", () => {
  it("allows max requests per window, then refuses until the window ends", () => {
    let now = 1_000;
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000, now: () => now });
    expect(limiter.info()).toEqual({ remaining: 5, total: 5, resetTime: null, attempts: 0 });
    for (let i = 0; i < 5; i++) expect(limiter.attempt()).toBe(true);
    expect(limiter.attempt()).toBe(false);
    expect(limiter.info()).toEqual({ remaining: 0, total: 5, resetTime: 61_000, attempts: 6 });

    now = 60_999;
    expect(limiter.attempt()).toBe(false);
    now = 61_000;
    expect(limiter.info()).toEqual({ remaining: 5, total: 5, resetTime: null, attempts: 0 });
    expect(limiter.attempt()).toBe(true);
    expect(limiter.info().resetTime).toBe(121_000);
  });
});
