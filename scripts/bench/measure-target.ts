// One bench target measured (scripts/bench.ts): its database seeded or reused, the floors measured in
// this process, the day's backup made first, then the API under load; or soaked.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { localDate } from "@server/lib/local-date";
import { SCALE_ADMIN, SCALE_PASSWORD } from "../seed-scale/accounts";
import { openDriver } from "./driver";
import { ENDPOINTS, FIXTURE_SQL, SESSION_PATH, type BenchFixture } from "./endpoints";
import { measureScanToLine } from "./scan-to-line";
import { STOCK_FIXTURE_SQL } from "./stock-endpoints";
import { anonymousCsrf, sendSignedIn, signIn, signInRequest, type Fetcher } from "./http-session";
import { measureHttp, measureRaw } from "./load";
import type { BenchOptions } from "./options";
import { countQueries } from "./query-counts";
import type { TargetResult } from "./results";
import { runSoak, type SoakResult } from "./soak";
import { seedTarget, targetEnv, type BenchTarget } from "./targets";
import { cpuSeconds, freePort, startServer } from "./server-process";

/** What a run was asked for, and where it reports its steps. */
export interface BenchContext {
  options: BenchOptions;
  log: (message: string) => void;
}

/**
 * The per-address limits are lifted for the sign-in run and the soak, which measure the server, not
 * its limits. Sign-in attempts keep theirs (counted before the password, cleared by a success), so
 * the sign-in run at 10 connections of one account is refused past five in flight.
 */
const LIFTED_LIMITS = { RATE_LIMIT_MULTIPLIER: "1000000" };
/** Scan-to-line rounds measured, one after another (about 10–20 s). */
const SCAN_ROUNDS = 300;

/** With --reuse, a database this bench seeded before at the same size is measured again as it is. */
async function alreadySeeded(target: BenchTarget): Promise<boolean> {
  if (!target.databaseUrl && !existsSync(join(target.dataDir, "pglite"))) return false;
  try {
    const driver = await openDriver(target);
    try {
      const [row] = (await driver.raw({ text: "select count(*)::int as n from orders", params: [] })) as {
        n: number;
      }[];
      return row?.n === target.orders;
    } finally {
      await driver.close();
    }
  } catch {
    return false;
  }
}

/** In this process, on the driver alone: the fixture, the queries per request and the raw-SQL floors. */
async function measureFloors(target: BenchTarget, { options, log }: BenchContext) {
  const driver = await openDriver(target);
  try {
    const [newest] = (await driver.raw({ text: FIXTURE_SQL, params: [] })) as { orderId: string; clientName: string }[];
    const [stock] = (await driver.raw({ text: STOCK_FIXTURE_SQL, params: [] })) as Pick<
      BenchFixture,
      "part" | "openOrderId"
    >[];
    if (!newest || !stock?.part || !stock.openOrderId)
      throw new Error(`${target.engine} ${target.label} has no orders, no open order or no part with a barcode`);
    const fixture: BenchFixture = { ...newest, ...stock, today: localDate(new Date(), "America/Sao_Paulo") };
    log(`${target.engine} ${target.label}: counting queries per request`);
    const queries = await countQueries(driver, [SESSION_PATH, ...ENDPOINTS.map((e) => e.path(fixture))]);
    const raw = [];
    for (const endpoint of ENDPOINTS) {
      log(`${target.engine} ${target.label}: raw SQL of ${endpoint.name}`);
      const statements = endpoint.rawSql(fixture);
      raw.push(await measureRaw(() => Promise.all(statements.map((s) => driver.raw(s))), options));
    }
    return { fixture, queries, raw };
  } finally {
    await driver.close();
  }
}

/**
 * The server makes the day's backup a minute after start-up when the day has none: a whole-database
 * job that would land in the middle of the load. It is made first, by a server of its own (so its
 * memory is not the measured server's), and timed; the measured server then finds the day done.
 */
async function backUpFirst(target: BenchTarget): Promise<TargetResult["backup"]> {
  const server = await startServer(targetEnv(target, LIFTED_LIMITS), await freePort(3200));
  try {
    const fetcher: Fetcher = (path, init) => fetch(`${server.url}${path}`, init);
    const cookie = await signIn(fetcher, server.url, { email: SCALE_ADMIN.email, password: SCALE_PASSWORD });
    server.takePeakRssMb();
    const started = performance.now();
    const response = await sendSignedIn(fetcher, server.url, cookie, "POST", "/api/backups");
    if (!response.ok) throw new Error(`the backup answered ${response.status}: ${await response.text()}`);
    return { seconds: (performance.now() - started) / 1000, peakRssMb: server.takePeakRssMb() };
  } finally {
    await server.stop();
  }
}

/** The target's database seeded afresh, or with --reuse as this bench seeded it before. */
async function prepare(target: BenchTarget, { options, log }: BenchContext) {
  if (options.reuse && (await alreadySeeded(target)))
    log(`${target.engine} ${target.label}: reusing the seeded database`);
  else {
    log(`${target.engine} ${target.label}: seeding ${target.orders} orders`);
    await seedTarget(target);
  }
}

export async function measureTarget(target: BenchTarget, context: BenchContext): Promise<TargetResult> {
  const { options, log } = context;
  await prepare(target, context);
  const { fixture, queries, raw } = await measureFloors(target, context);
  log(`${target.engine} ${target.label}: the day's backup`);
  const backup = await backUpFirst(target);

  const server = await startServer(targetEnv(target, LIFTED_LIMITS), await freePort(3200));
  try {
    const fetcher: Fetcher = (path, init) => fetch(`${server.url}${path}`, init);
    const cookie = await signIn(fetcher, server.url, { email: SCALE_ADMIN.email, password: SCALE_PASSWORD });
    const load = { connections: options.connections, duration: options.duration, headers: { cookie } };
    const serverCpu = () => cpuSeconds(server.pid);
    log(`${target.engine} ${target.label}: HTTP floor`);
    const session = await measureHttp({ ...load, url: `${server.url}${SESSION_PATH}` }, serverCpu);
    const endpoints = [];
    for (const [i, endpoint] of ENDPOINTS.entries()) {
      const path = endpoint.path(fixture);
      log(`${target.engine} ${target.label}: ${endpoint.name}`);
      const api = await measureHttp({ ...load, url: `${server.url}${path}` }, serverCpu);
      endpoints.push({ name: endpoint.name, path, api, raw: raw[i]!, queries: queries.get(path)!.steady });
    }
    log(`${target.engine} ${target.label}: scan-to-line round trip`);
    const scanToLine = await measureScanToLine({
      fetcher,
      origin: server.url,
      cookie,
      fixture,
      rounds: SCAN_ROUNDS,
      serverCpuSeconds: serverCpu,
    });
    const readsPeak = server.takePeakRssMb();
    const signInRuns = [];
    for (const connections of [...new Set([1, options.connections])]) {
      log(`${target.engine} ${target.label}: sign-in at ${connections} connection(s)`);
      const request = signInRequest(server.url, await anonymousCsrf(fetcher), {
        email: SCALE_ADMIN.email,
        password: SCALE_PASSWORD,
      });
      const result = await measureHttp(
        {
          url: `${server.url}/api/auth/sign-in/email`,
          connections,
          duration: options.duration,
          method: "POST",
          headers: request.headers as Record<string, string>,
          body: request.body as string,
        },
        serverCpu,
      );
      signInRuns.push({ ...result, connections });
    }
    return {
      engine: target.engine,
      orders: target.orders,
      label: target.label,
      startSeconds: server.startSeconds,
      session: {
        ...session,
        queries: queries.get(SESSION_PATH)!.steady,
        queriesOnMiss: queries.get(SESSION_PATH)!.first,
      },
      endpoints,
      scanToLine,
      signIn: signInRuns,
      backup,
      peakRssMb: { reads: readsPeak, signIn: server.takePeakRssMb() },
    };
  } finally {
    await server.stop();
  }
}

/** The soak on its database, the day's backup made first as for the endpoints, by a server of its own. */
export async function soak(target: BenchTarget, minutes: number, context: BenchContext): Promise<SoakResult> {
  const { options, log } = context;
  await prepare(target, context);
  log(`${target.engine} ${target.label}: the day's backup`);
  await backUpFirst(target);
  const server = await startServer(targetEnv(target, LIFTED_LIMITS), await freePort(3200));
  try {
    log(`${target.engine} ${target.label}: soak, ${minutes} min at ${options.connections} connections`);
    return await runSoak(server, { minutes, connections: options.connections }, log);
  } finally {
    await server.stop();
  }
}
