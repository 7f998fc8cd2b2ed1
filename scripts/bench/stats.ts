export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The q-quantile (0 < q ≤ 1) of already sorted values by the nearest-rank method: a value that was measured. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(latenciesMs: readonly number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { count: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
}
