import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { ServerOutput } from "./server-output";

/** The first port from `from` on that nothing listens on (the bench's servers keep to their own range). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 99}`);
}

/** Resident memory of a process in MB, from /proc (Linux); null where there is no /proc. */
export function residentMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds a process has used, all its threads (utime + stime of /proc/<pid>/stat at 100 ticks a second). */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Seconds from the spawn to the first healthy answer. */
  startSeconds: number;
  /** The highest RSS (sampled every 200 ms) since the start or the previous call, which starts a new period. */
  takePeakRssMb(): number | null;
  /** The lines it has logged so far, by pino level. */
  logLines(): Record<string, number>;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (`scripts/start.ts`, without npm in between, so the
 * process is the server's and so is its RSS) on its own port, ready once /api/health answers.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port: number,
  /** src/server/main.ts for a measurement that needs no web build (the backup's). */
  script = "scripts/start.ts",
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...env, PORT: String(port), APP_URL: url, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = new ServerOutput();
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => output.stdout(chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => output.stderr(chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  let peak: number | null = null;
  const sampler = setInterval(() => {
    const rss = residentMb(child.pid!);
    if (rss !== null) peak = Math.max(peak ?? 0, rss);
  }, 200);

  const stop = async () => {
    clearInterval(sampler);
    if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      const startSeconds = (performance.now() - spawnedAt) / 1000;
      const takePeakRssMb = () => {
        const taken = peak;
        peak = residentMb(child.pid!);
        return taken;
      };
      return { url, pid: child.pid!, startSeconds, takePeakRssMb, logLines: () => ({ ...output.linesByLevel }), stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start on ${url}:\n${output.tail()}`);
}
