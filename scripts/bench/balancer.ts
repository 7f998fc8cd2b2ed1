// Requests per second through deploy/haproxy.cfg with one and with two instances on one PostgreSQL,
// and where the CPU went (docs/performance.md, "Through the balancer"). Needs Debian's haproxy and wrk.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:balancer [-- --seconds 20 --connections 20]
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { renderHaproxyConfig } from "@server/test/balancer";
import { Session } from "@server/test/mixed-load";
import { cpuSeconds, freePort, startServer } from "./server-process";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = arg("seconds", 20);
const CONNECTIONS = arg("connections", 20);
const ADMIN = { email: "admin@bench.local", password: "Admin@Bench1" };
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const withDatabase = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

/** CPU seconds of every process named `name` (postgres: the server and its backends). */
function cpuOfAll(name: string): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === name) total += cpuSeconds(Number(pid)) ?? 0;
    } catch {
      // a process that ended while being read
    }
  }
  return total;
}

/** CPU seconds the whole machine has spent busy, all cores (/proc/stat counts hundredths). */
function machineBusy(): number {
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (ticks.reduce((sum, n) => sum + n, 0) - ticks[3]! - ticks[4]!) / 100;
}

interface Run {
  rps: number;
  p50: string;
  p99: string;
  errors: number;
  cpu: Record<string, number>;
  load: number;
}

/**
 * wrk with a Lua script that alternates requests; CPU per process over the run, in cores. Run
 * asynchronously: the servers' output is read by this process, and a pipe left unread stalls them.
 */
async function wrk(url: string, lua: string, pids: Record<string, number>): Promise<Run> {
  const script = join(mkdtempSync(join(tmpdir(), "bancada-wrk-")), "mix.lua");
  writeFileSync(script, lua);
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid) ?? 0]));
  const postgresBefore = cpuOfAll("postgres");
  const machineBefore = machineBusy();
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-s", script, url];
  const { stdout: out } = await promisify(execFile)("wrk", args);
  const cpu: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) cpu[name] = ((cpuSeconds(pid) ?? 0) - before[name]!) / SECONDS;
  cpu.postgres = (cpuOfAll("postgres") - postgresBefore) / SECONDS;
  cpu["whole machine"] = (machineBusy() - machineBefore) / SECONDS;
  const pick = (pattern: RegExp) => pattern.exec(out)?.[1] ?? "?";
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: pick(/ 50%\s+(\S+)/),
    p99: pick(/ 99%\s+(\S+)/),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      (/Socket errors: (.*)/.exec(out)?.[1]?.match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0),
    cpu,
    load: Number(loadavg()[0]!.toFixed(2)),
  };
}

const headersLua = (session: Session) =>
  Object.entries(session.headers())
    .map(([name, value]) => `wrk.headers["${name}"] = "${value.replaceAll('"', '\\"')}"`)
    .join("\n");

function config(port: number, ports: number[], dir: string, instances: 1 | 2): string {
  const text = renderHaproxyConfig(readFileSync("deploy/haproxy.cfg", "utf8"), {
    port,
    instancePorts: [ports[0]!, ports[1]!],
    dir,
    socket: join(dir, "haproxy.sock"),
  });
  // Its log line per request still written (to /dev/null), as it would be to syslog.
  return instances === 1 ? text.replace(/^ {4}server app2 .*\n/m, "") : text;
}

function startHaproxy(text: string, dir: string) {
  writeFileSync(join(dir, "haproxy.cfg"), text);
  return spawn("haproxy", ["-db", "-f", join(dir, "haproxy.cfg")], { stdio: "ignore" });
}

async function runMixes(origin: string, servers: { pid: number }[], haproxy: ReturnType<typeof spawn>) {
  const session = new Session(origin);
  await session.signIn(ADMIN.email, ADMIN.password);
  const client = await session.postJson<{ id: string }>("/api/clients", {
    name: "Cliente da Medida",
    phone: "(11) 3000-7777",
    address: "Rua da Medida, 1",
  });
  const order = { clientId: client.body.id, brand: "LG", model: "K10", device: "Celular", defect: "Não liga mais" };
  let orderId = "";
  for (let i = 0; i < 60; i++) orderId = (await session.postJson<{ id: string }>("/api/orders", order)).body.id;

  const pids: Record<string, number> = Object.fromEntries(servers.map((server, i) => [`node ${i + 1}`, server.pid]));
  pids.haproxy = haproxy.pid!;
  const reads = await wrk(
    origin,
    `${headersLua(session)}
local paths = { "/api/orders", "/api/orders/${orderId}" }
local i = 0
request = function() i = i + 1; return wrk.format("GET", paths[i % 2 + 1]) end`,
    pids,
  );
  const clientBody = JSON.stringify({
    name: "Cliente da Medida",
    phone: "(11) 3000-7777",
    address: "Rua da Medida, 2",
  });
  const writes = await wrk(
    origin,
    `${headersLua(session)}
wrk.headers["content-type"] = "application/json"
local bodies = { { "/api/clients", [[${clientBody}]] }, { "/api/orders", [[${JSON.stringify(order)}]] } }
local i = 0
request = function() i = i + 1; local b = bodies[i % 2 + 1]; return wrk.format("POST", b[1], nil, b[2]) end`,
    pids,
  );
  return { reads, writes };
}

async function measure(instances: 1 | 2) {
  const name = `bancada_lb_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dir = mkdtempSync(join(tmpdir(), "bancada-lb-bench-"));
  const port = await freePort(3400);
  const ports = [await freePort(port + 1)];
  ports.push(await freePort(ports[0]! + 1));
  const origin = `http://127.0.0.1:${port}`;
  const env = (first: boolean) => ({
    ...process.env,
    // startServer sets APP_URL to the instance's own address; users come through the balancer.
    TRUSTED_ORIGINS: origin,
    DATABASE_URL: withDatabase(name),
    BETTER_AUTH_SECRET: "bench-secret-long-enough-for-hmac-0123456789",
    DATA_DIR: join(dir, "data"),
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_MULTIPLIER: "1000000",
    SEED_DEMO: "false",
    ...(first ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
  });
  const servers: { pid: number; stop: () => Promise<void> }[] = [];
  const stopAll = async () => {
    haproxy?.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  let haproxy: ReturnType<typeof spawn> | undefined;
  try {
    servers.push(await startServer(env(true), ports[0]!));
    if (instances === 2) servers.push(await startServer(env(false), ports[1]!));
    haproxy = startHaproxy(config(port, ports, dir, instances), dir);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { instances, ...(await runMixes(origin, servers, haproxy)) };
  } finally {
    await stopAll();
  }
}

const cores = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, used]) => `${name} ${used.toFixed(2)}`)
    .join(", ");

const results = [await measure(1), await measure(2)];
console.log(`wrk, ${CONNECTIONS} connections, ${SECONDS} s per mix, through deploy/haproxy.cfg\n`);
console.log("| instances | mix | req/s | p50 | p99 | errors | CPU used, in cores | load average after |");
console.log("| --: | --- | --: | --: | --: | --: | --- | --: |");
for (const { instances, reads, writes } of results)
  for (const [mix, run] of [
    ["reads: order list, an order", reads],
    ["writes: new client, new order", writes],
  ] as const)
    console.log(
      `| ${instances} | ${mix} | ${Math.round(run.rps)} | ${run.p50} | ${run.p99} | ${run.errors} | ${cores(run.cpu)} | ${run.load} |`,
    );
