import { gzipSync } from "node:zlib";

/**
 * The most JavaScript a page may load, in gzip bytes (1 kB = 1,000 bytes): issue 7 and
 * docs/decisions/018. `npm run bench:web` and e2e/bundle-budget.spec.ts both check these.
 */
export const JS_BUDGETS = { "/auth": 150_000, "/": 250_000, "/acompanhar/:token": 50_000 } as const;

/** Lighthouse scores (0–100, mobile default config) every audited page must reach. */
export const LIGHTHOUSE_MINIMUM = { performance: 95, accessibility: 100 } as const;

/** Pages held to more: the customer's tracking link opens on any phone over a mobile network (issue 16). */
export const PERFORMANCE_MINIMUM_OF: Record<string, number> = { "/acompanhar/:token": 98 };

/** How a script is counted against a budget: its body gzipped at the level the build precompresses with. */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}
