// Measures the API on scaled databases and writes the API section of docs/performance.md:
//   npm run bench -- [--engines pglite,postgres] [--sizes 1000,100000] [--duration 10] [--connections 10] [--reuse]
// or soaks it (mixed reads and writes for minutes, PostgreSQL only) and writes the soak section:
//   npm run bench -- --soak [--soak-minutes 10] [--connections 50] [--reuse]
// PostgreSQL is measured when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server; the bench
// drops and creates its own databases there (bancada_bench_1k, bancada_bench_100k).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { localDate } from "@server/lib/local-date";
import { SCALE_ADMIN, SCALE_PASSWORD } from "./seed-scale/accounts";
import { openDriver } from "./bench/driver";
import { ENDPOINTS, FIXTURE_SQL, SESSION_PATH, type BenchFixture } from "./bench/endpoints";
import { anonymousCsrf, sendSignedIn, signIn, signInRequest, type Fetcher } from "./bench/http-session";
import { measureHttp, measureRaw } from "./bench/load";
import { describeMachine } from "./bench/machine";
import { parseBenchOptions, SOAK_ORDERS, USAGE, type BenchOptions } from "./bench/options";
import { countQueries } from "./bench/query-counts";
import { writeApiSection } from "./bench/report";
import type { BenchRun, TargetResult } from "./bench/results";
import { runSoak, type SoakResult } from "./bench/soak";
import { rssReadings, writeSoakSection, type SoakRun } from "./bench/soak-report";
import { benchTarget, seedTarget, targetEnv, type BenchTarget } from "./bench/targets";
import { isWebBuildCurrent } from "./web-build-stamp";
import { cpuSeconds, freePort, startServer } from "./bench/server-process";

const REPORT_FILE = "docs/performance.md";
/**
 * The per-address limits are lifted for the sign-in run and the soak, which measure the server, not
 * its limits. Sign-in attempts keep theirs (counted before the password, cleared by a success), so
 * the sign-in run at 10 connections of one account is refused past five in flight.
 */
const LIFTED_LIMITS = { RATE_LIMIT_MULTIPLIER: "1000000" };

const log = (message: string) => console.error(`[bench] ${message}`);

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return `PostgreSQL ${rows[0]!.server_version}`;
  } finally {
    await client.end();
  }
}

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
async function measureFloors(target: BenchTarget) {
  const driver = await openDriver(target);
  try {
    const [newest] = (await driver.raw({ text: FIXTURE_SQL, params: [] })) as { orderId: string; clientName: string }[];
    if (!newest) throw new Error(`${target.engine} ${target.label} has no orders`);
    const fixture: BenchFixture = { ...newest, today: localDate(new Date(), "America/Sao_Paulo") };
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
async function prepare(target: BenchTarget) {
  if (options.reuse && (await alreadySeeded(target)))
    log(`${target.engine} ${target.label}: reusing the seeded database`);
  else {
    log(`${target.engine} ${target.label}: seeding ${target.orders} orders`);
    await seedTarget(target);
  }
}

async function measureTarget(target: BenchTarget): Promise<TargetResult> {
  await prepare(target);
  const { fixture, queries, raw } = await measureFloors(target);
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
      signIn: signInRuns,
      backup,
      peakRssMb: { reads: readsPeak, signIn: server.takePeakRssMb() },
    };
  } finally {
    await server.stop();
  }
}

/** The soak on its database, the day's backup made first as for the endpoints, by a server of its own. */
async function soak(target: BenchTarget, minutes: number): Promise<SoakResult> {
  await prepare(target);
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

function saveRawFigures(name: string, run: BenchRun | SoakRun) {
  const file = join(tmpdir(), "bancada-bench", name);
  mkdirSync(join(tmpdir(), "bancada-bench"), { recursive: true });
  writeFileSync(file, JSON.stringify(run, null, 2));
  log(`wrote ${REPORT_FILE} (raw figures in ${file})`);
}

// As `npm start` does, once, before any server starts: a build inside the first start would be timed.
if (!isWebBuildCurrent()) {
  log("building the web app (dist/web is missing or older than its sources)");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const machine = describeMachine(
  options.postgresUrl && options.engines.includes("postgres") ? await postgresVersion(options.postgresUrl) : undefined,
);
const envPrefix = options.engines.includes("postgres")
  ? `${process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL" : "TEST_DATABASE_URL"}=<postgres server> `
  : "";
const command = `${envPrefix}npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
const now = () => new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";

if (options.soakMinutes !== undefined) {
  const target = benchTarget("postgres", SOAK_ORDERS, options.postgresUrl);
  const result = await soak(target, options.soakMinutes);
  const run: SoakRun = { date: now(), command, minutes: options.soakMinutes, label: target.label, machine, result };
  writeSoakSection(REPORT_FILE, run);
  const rss = rssReadings(result.rss, result.seconds);
  log(
    `soak: ${result.requests} requests, ${result.non2xx} not 2xx, ${result.errors} connection errors, p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms` +
      (rss ? `, RSS ${rss.start.mb.toFixed(0)} / ${rss.middle.mb.toFixed(0)} / ${rss.end.mb.toFixed(0)} MB` : ""),
  );
  saveRawFigures("last-soak.json", run);
} else {
  const targets: TargetResult[] = [];
  for (const engine of options.engines) {
    for (const orders of options.sizes)
      targets.push(await measureTarget(benchTarget(engine, orders, options.postgresUrl)));
  }
  const run: BenchRun = {
    date: now(),
    command,
    connections: options.connections,
    duration: options.duration,
    machine,
    targets,
  };
  writeApiSection(REPORT_FILE, run);
  saveRawFigures("last-run.json", run);
}
