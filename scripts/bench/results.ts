import type { LoadResult } from "./load";
import type { Machine } from "./machine";
import type { Engine } from "./options";

export interface EndpointResult {
  name: string;
  path: string;
  api: LoadResult;
  raw: LoadResult;
  /** SQL statements per request, counted in process. */
  queries: number;
}

export interface TargetResult {
  engine: Engine;
  orders: number;
  label: string;
  /** The HTTP floor: GET /api/session, signed in; `queriesOnMiss` when its session cache has to ask the database. */
  session: LoadResult & { queries: number; queriesOnMiss: number };
  endpoints: EndpointResult[];
  /** A scan + Enter to the part on an order (scan-to-line.ts), at one connection; absent in runs before issue 25. */
  scanToLine?: LoadResult;
  /** Sign-in at one connection (a person signing in: the target) and at the bench's connections (a burst). */
  signIn: (LoadResult & { connections: number })[];
  /** The day's backup, made by a server of its own before the measured one starts (see bench.ts). */
  backup: { seconds: number; peakRssMb: number | null };
  /** How long the measured server took to start on this (existing, migrated) database, the build present. */
  startSeconds: number;
  /** The server's peak RSS while serving the read endpoints (start-up included), and while signing in. */
  peakRssMb: { reads: number | null; signIn: number | null };
}

export interface BenchRun {
  date: string;
  command: string;
  connections: number;
  duration: number;
  machine: Machine;
  targets: TargetResult[];
}

/** The targets of issue 7, measured by the benchmark. */
export const TARGETS = {
  /** API p50 at most this many times its floors (HTTP floor p50 + raw SQL p50). */
  floorRatio: 1.5,
  p99Ms: 100,
  /** p50 at the largest size at most this many times the p50 at the smallest. */
  scaleRatio: 1.5,
  signInP95Ms: 300,
  /** Issue 25: from a scan to the part on the order. */
  scanToLineP95Ms: 150,
  rssMb: 300,
  startSeconds: 5,
};

export interface Verdicts {
  floorRatio: number;
  floorOk: boolean;
  p99Ok: boolean;
  /** p50 here / p50 at the smallest size of the same engine; absent on the smallest itself. */
  scale?: number;
  scaleOk?: boolean;
}

export function floorOf(target: TargetResult, endpoint: EndpointResult): number {
  return target.session.latency.p50 + endpoint.raw.latency.p50;
}

/** Where each read endpoint stands against the targets; `smallest` is the same engine's smallest size. */
export function judgeEndpoint(target: TargetResult, endpoint: EndpointResult, smallest?: TargetResult): Verdicts {
  const floorRatio = endpoint.api.latency.p50 / floorOf(target, endpoint);
  const verdicts: Verdicts = {
    floorRatio,
    floorOk: floorRatio <= TARGETS.floorRatio,
    p99Ok: endpoint.api.latency.p99 < TARGETS.p99Ms,
  };
  const base = smallest && smallest !== target ? smallest.endpoints.find((e) => e.name === endpoint.name) : undefined;
  if (base) {
    verdicts.scale = endpoint.api.latency.p50 / base.api.latency.p50;
    verdicts.scaleOk = verdicts.scale <= TARGETS.scaleRatio;
  }
  return verdicts;
}

/** The same engine's smallest measured size, the reference of the scale target. */
export function smallestOf(run: BenchRun, target: TargetResult): TargetResult | undefined {
  return run.targets.filter((t) => t.engine === target.engine).sort((a, b) => a.orders - b.orders)[0];
}
