// Measures the API on scaled databases and writes the API section of docs/performance.md:
//   npm run bench -- [--engines pglite,postgres] [--sizes 1000,100000] [--duration 10] [--connections 10] [--reuse]
// or soaks it (mixed reads and writes for minutes, PostgreSQL only) and writes the soak section:
//   npm run bench -- --soak [--soak-minutes 10] [--connections 50] [--reuse]
// PostgreSQL is measured when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server; the bench
// drops and creates its own databases there (bancada_bench_1k, bancada_bench_100k).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describeMachine } from "./bench/machine";
import { measureTarget, soak } from "./bench/measure-target";
import { parseBenchOptions, SOAK_ORDERS, USAGE, type BenchOptions } from "./bench/options";
import { writeApiSection } from "./bench/report";
import type { BenchRun, TargetResult } from "./bench/results";
import { rssReadings, writeSoakSection, type SoakRun } from "./bench/soak-report";
import { benchTarget } from "./bench/targets";
import { isWebBuildCurrent } from "./web-build-stamp";

const REPORT_FILE = "docs/performance.md";

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
  const result = await soak(target, options.soakMinutes, { options, log });
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
      targets.push(await measureTarget(benchTarget(engine, orders, options.postgresUrl), { options, log }));
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
