import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SHIPPED_CONFIG = fileURLToPath(new URL("../../../deploy/haproxy.cfg", import.meta.url));

interface BalancerOptions {
  /** Where the balancer listens, on 127.0.0.1. */
  port: number;
  /** The ports of deploy/haproxy.cfg's app1 and app2. */
  instancePorts: [number, number];
  /** A directory of the test's own, for the rendered config and the stats socket. */
  dir: string;
}

/**
 * deploy/haproxy.cfg as shipped, with this run's addresses and socket, the log on stdout and in the
 * foreground as an unprivileged child: nothing else changes. Each swap must find its line exactly
 * once, so a config rewritten past recognition fails here rather than passing untested.
 */
export function renderHaproxyConfig(
  text: string,
  { port, instancePorts, socket }: BalancerOptions & { socket: string },
) {
  const swaps: [RegExp, string][] = [
    [/^ {4}bind :80$/m, `    bind 127.0.0.1:${port}`],
    [/^( {4}server app1) 127\.0\.0\.1:3001 /m, `$1 127.0.0.1:${instancePorts[0]} `],
    [/^( {4}server app2) 127\.0\.0\.1:3002 /m, `$1 127.0.0.1:${instancePorts[1]} `],
    [/^( {4}server app1-alive) 127\.0\.0\.1:3001 /m, `$1 127.0.0.1:${instancePorts[0]} `],
    [/^( {4}server app2-alive) 127\.0\.0\.1:3002 /m, `$1 127.0.0.1:${instancePorts[1]} `],
    [/^( {4}stats socket) \/run\/haproxy\/admin\.sock /m, `$1 ${socket} `],
    [/^ {4}log \/dev\/log local0$/m, "    log stdout format raw local0"],
    // The system service's privileges: a child of the test keeps the test's.
    [/^ {4}chroot .*\n/m, ""],
    [/^ {4}user haproxy\n/m, ""],
    [/^ {4}group haproxy\n/m, ""],
    [/^ {4}daemon\n/m, ""],
  ];
  return swaps.reduce((config, [pattern, replacement]) => {
    const found = config.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/haproxy.cfg: ${pattern} found ${found} times, not once`);
    return config.replace(pattern, replacement);
  }, text);
}

/** One line of HAProxy's `show stat` for a server of the backend. */
export interface ServerStat {
  status: string;
  checkStatus: string;
}

/** Debian's haproxy running deploy/haproxy.cfg as a child process, with its stats socket. */
export class Balancer {
  output = "";
  readonly exit: Promise<number | null>;
  private readonly child: ChildProcess;
  private readonly socket: string;

  constructor(options: BalancerOptions) {
    this.socket = join(options.dir, "haproxy.sock");
    const config = join(options.dir, "haproxy.cfg");
    writeFileSync(
      config,
      renderHaproxyConfig(readFileSync(SHIPPED_CONFIG, "utf8"), { ...options, socket: this.socket }),
    );
    // -db: foreground, no daemon; the binary Debian ships, never its service.
    this.child = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
    const gather = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    this.child.stdout?.on("data", gather);
    this.child.stderr?.on("data", gather);
    this.exit = new Promise((resolve) => this.child.once("close", (code) => resolve(code)));
  }

  /** A command on the stats socket, its whole answer. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = "";
      const socket = connect(this.socket, () => socket.end(`${line}\n`));
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
  }

  /** The backend's servers as HAProxy sees them: UP, DOWN, and the last check's result. */
  async servers(): Promise<Record<string, ServerStat>> {
    const [header, ...rows] = (await this.command("show stat")).trim().split("\n");
    const names = (header ?? "").replace(/^# /, "").split(",");
    const column = (name: string) => names.indexOf(name);
    const result: Record<string, ServerStat> = {};
    for (const row of rows) {
      const cells = row.split(",");
      if (cells[column("pxname")] !== "instances" || ["FRONTEND", "BACKEND"].includes(cells[column("svname")]!))
        continue;
      result[cells[column("svname")]!] = {
        status: cells[column("status")]!,
        checkStatus: cells[column("check_status")]!,
      };
    }
    return result;
  }

  /** Resolves with the server's state once HAProxy has it UP (or DOWN); fails past the deadline. */
  async until(server: string, status: "UP" | "DOWN", deadlineMs = 20_000, everyMs = 100): Promise<ServerStat> {
    const started = Date.now();
    for (;;) {
      const stat = await this.servers().catch(() => undefined);
      if (stat?.[server]?.status === status) return stat[server];
      if (Date.now() - started > deadlineMs)
        throw new Error(
          `${server} not ${status} after ${deadlineMs} ms: ${JSON.stringify(stat)}\n${this.output.split("\n").slice(-20).join("\n")}`,
        );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  async stop(): Promise<void> {
    this.child.kill("SIGTERM");
    await this.exit;
  }
}
