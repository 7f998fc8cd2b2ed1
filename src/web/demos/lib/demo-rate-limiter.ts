import { createRateLimiter } from "./client-rate-limiter";

/**
 * The rate-limit demo's counter: 5 requests per minute (docs/product.md §9). One for the whole tab, so the
 * attempt count on the security pages and a block survive moving between them.
 */
export const demoRateLimiter = createRateLimiter({ max: 5, windowMs: 60_000 });
