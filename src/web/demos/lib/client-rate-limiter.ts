/** Rate-limit info of docs/product.md §3: what is left, out of how many, and when the window starts over. */
export interface RateLimitInfo {
  remaining: number;
  total: number;
  /** Epoch milliseconds; null before the first request. */
  resetTime: number | null;
  /** Requests tried in this window, refused ones included. */
  attempts: number;
}

export interface ClientRateLimiter {
  /** Counts one request: true when it is allowed. */
  attempt(): boolean;
  info(): RateLimitInfo;
}

/**
 * A fixed-window counter in the page. It is a courtesy to the user, not a defence (the server
 * enforces the real limits), so it lives in memory and starts over on reload.
 */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): ClientRateLimiter {
  const now = options.now ?? Date.now;
  let windowStart: number | null = null;
  let used = 0;
  let attempts = 0;

  function roll(): void {
    if (windowStart !== null && now() >= windowStart + options.windowMs) {
      windowStart = null;
      used = 0;
      attempts = 0;
    }
  }

  return {
    attempt() {
      roll();
      windowStart ??= now();
      attempts += 1;
      if (used >= options.max) return false;
      used += 1;
      return true;
    },
    info() {
      roll();
      return {
        remaining: options.max - used,
        total: options.max,
        resetTime: windowStart === null ? null : windowStart + options.windowMs,
        attempts,
      };
    },
  };
}
