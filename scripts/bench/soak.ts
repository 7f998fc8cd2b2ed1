import type { Request } from "autocannon";
import type { Order } from "@shared/order-types";
import type { Page } from "@shared/paging";
import { SCALE_ADMIN, SCALE_PASSWORD } from "../seed-scale/accounts";
import { sessionCsrf, signIn, writeHeaders, type Fetcher } from "./http-session";
import { cannon } from "./load";
import { residentMb, type ServerProcess } from "./server-process";
import { soakCycle, type SoakFixture, type SoakStep } from "./soak-mix";
import { summarize, type LatencySummary } from "./stats";

/** Seconds between two readings of the server's RSS, and between two progress lines. */
const RSS_EVERY_SECONDS = 5;
const PROGRESS_EVERY_SECONDS = 60;

export interface RssSample {
  /** Seconds since the load began. */
  seconds: number;
  mb: number;
}

/** The answers to one step of the cycle (all its occurrences), and those that were not 2xx by status. */
export interface StepCount {
  name: string;
  write: boolean;
  /** The step's share of the cycle each connection runs. */
  share: number;
  answers: number;
  failedByStatus: Record<string, number>;
}

export interface SoakResult {
  seconds: number;
  connections: number;
  requests: number;
  rps: number;
  latency: LatencySummary;
  non2xx: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as both). */
  errors: number;
  timeouts: number;
  steps: StepCount[];
  rss: RssSample[];
  /** The server's log lines by level, from its start to the end of the load. */
  logLines: Record<string, number>;
}

/** The newest order and its client, as the orders screen lists them. */
async function loadFixture(fetcher: Fetcher, cookie: string): Promise<SoakFixture> {
  const response = await fetcher("/api/orders?pageSize=1", { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/orders answered ${response.status}`);
  const [newest] = ((await response.json()) as Page<Order>).items;
  if (!newest) throw new Error("the soak's database has no orders");
  return { orderId: newest.id, clientId: newest.client.id, clientName: newest.client.name };
}

/** The cycle's requests, each also counting its answers into `counts` (one entry per step name). */
function counted(cycle: SoakStep[], counts: Map<string, StepCount>): Request[] {
  for (const { name, write } of cycle) {
    const count = counts.get(name) ?? { name, write, share: 0, answers: 0, failedByStatus: {} };
    count.share += 1 / cycle.length;
    counts.set(name, count);
  }
  return cycle.map(({ name, request }) => ({
    ...request,
    onResponse: (status, body, context) => {
      const count = counts.get(name)!;
      count.answers++;
      if (status < 200 || status > 299) count.failedByStatus[status] = (count.failedByStatus[status] ?? 0) + 1;
      request.onResponse?.(status, body, context);
    },
  }));
}

/**
 * The soak: signed in as the scale seed's admin, `connections` connections run the mixed cycle of
 * soak-mix.ts against the server for `minutes`, while the server's RSS is read every few seconds.
 */
export async function runSoak(
  server: ServerProcess,
  options: { minutes: number; connections: number },
  log: (message: string) => void,
): Promise<SoakResult> {
  const fetcher: Fetcher = (path, init) => fetch(`${server.url}${path}`, init);
  const cookie = await signIn(fetcher, server.url, { email: SCALE_ADMIN.email, password: SCALE_PASSWORD });
  const fixture = await loadFixture(fetcher, cookie);
  const counts = new Map<string, StepCount>();
  const requests = counted(
    soakCycle(fixture, writeHeaders(server.url, cookie, await sessionCsrf(fetcher, cookie))),
    counts,
  );

  const seconds = options.minutes * 60;
  const rss: RssSample[] = [];
  const latencies: number[] = [];
  const started = performance.now();
  let nextProgress = PROGRESS_EVERY_SECONDS;
  const sample = () => {
    const at = (performance.now() - started) / 1000;
    const mb = residentMb(server.pid);
    if (mb !== null) rss.push({ seconds: at, mb });
    if (at < nextProgress) return;
    nextProgress += PROGRESS_EVERY_SECONDS;
    log(
      `soak: ${(at / 60).toFixed(0)} of ${options.minutes} min, ${latencies.length} answers, server RSS ${mb === null ? "unknown" : `${mb.toFixed(0)} MB`}`,
    );
  };
  sample();
  const sampler = setInterval(sample, RSS_EVERY_SECONDS * 1000);
  try {
    const result = await cannon(
      { url: server.url, connections: options.connections, duration: seconds, headers: { cookie }, requests },
      (ms) => latencies.push(ms),
    );
    sample();
    return {
      seconds: result.duration,
      connections: options.connections,
      requests: latencies.length,
      rps: latencies.length / result.duration,
      latency: summarize(latencies),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      steps: [...counts.values()],
      rss,
      logLines: server.logLines(),
    };
  } finally {
    clearInterval(sampler);
  }
}
