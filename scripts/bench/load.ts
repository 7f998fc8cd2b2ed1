import autocannon, { type Request } from "autocannon";
import { summarize, type LatencySummary } from "./stats";

export interface LoadResult {
  /** Completed requests (or SQL runs) per second. */
  rps: number;
  latency: LatencySummary;
  /** Answers that were not 2xx, and connection errors: a run with any is not a measurement of the endpoint. */
  failures: number;
  /** CPU the server process spent per request (ms), when its CPU time can be read: immune to queueing. */
  cpuMsPerRequest?: number;
}

/** Seconds of unrecorded load before each measurement: JIT, plan caches, the database's buffers. */
const WARMUP_SECONDS = 1;

interface HttpLoad {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A cycle of requests each connection runs in turn, instead of the one request above. */
  requests?: Request[];
}

/** One autocannon run; `onLatency` hears every response's time. */
export function cannon(load: HttpLoad, onLatency?: (ms: number) => void) {
  const { url, connections, duration, headers, body, requests } = load;
  const run = autocannon({ url, connections, duration, method: load.method ?? "GET", headers, body, requests });
  if (onLatency) run.on("response", (_client, _status, _bytes, ms) => onLatency(ms));
  return run;
}

/**
 * autocannon at a fixed number of connections; every response's time is kept, so p95 is read from
 * the samples themselves (autocannon's own summary has p97.5, not p95).
 */
export async function measureHttp(load: HttpLoad, serverCpuSeconds?: () => number | null): Promise<LoadResult> {
  await cannon({ ...load, duration: WARMUP_SECONDS });
  const latencies: number[] = [];
  const cpuBefore = serverCpuSeconds?.();
  const result = await cannon(load, (ms) => latencies.push(ms));
  const cpuAfter = serverCpuSeconds?.();
  const cpuMsPerRequest =
    cpuBefore != null && cpuAfter != null && latencies.length
      ? ((cpuAfter - cpuBefore) * 1000) / latencies.length
      : undefined;
  return {
    rps: latencies.length / result.duration,
    latency: summarize(latencies),
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest,
  };
}

/**
 * The same shape of load on the database alone: `connections` callers, each running the statements
 * of one result back to back (together, as the service does) for `duration` seconds.
 */
export async function measureRaw(
  runOnce: () => Promise<unknown>,
  options: { connections: number; duration: number },
): Promise<LoadResult> {
  const loop = async (seconds: number, latencies?: number[]) => {
    const deadline = performance.now() + seconds * 1000;
    while (performance.now() < deadline) {
      const started = performance.now();
      await runOnce();
      latencies?.push(performance.now() - started);
    }
  };
  const callers = Array.from({ length: options.connections });
  await Promise.all(callers.map(() => loop(WARMUP_SECONDS)));
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(callers.map(() => loop(options.duration, latencies)));
  return { rps: latencies.length / ((performance.now() - started) / 1000), latency: summarize(latencies), failures: 0 };
}
