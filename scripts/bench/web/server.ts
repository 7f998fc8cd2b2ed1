import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORTS = { first: 3400, last: 3499 };
const DEMO_ADMIN = { email: "admin@demo.local", password: "Bancada@2026" };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)));
    probe.listen(port, "127.0.0.1");
  });
}

async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port++) if (await isFree(port)) return port;
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (the process itself, not an npx wrapper, so stopping
 * it frees the port), on a fresh embedded database seeded with the demo shop.
 */
export async function startServer(root: string): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-bench-web-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64"),
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  // The demo seed finishes before the server listens, so a healthy server has the demo accounts.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start on ${url}:\n${output}`);
}

/** Signs in the way the browser does (CSRF token bound to the seed cookie, trusted Origin) and returns its cookies. */
export async function signIn(url: string, account = DEMO_ADMIN): Promise<string> {
  const csrf = await fetch(`${url}/api/csrf`);
  const seed = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { token } = (await csrf.json()) as { token: string };
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: seed, Origin: url, "X-CSRF-Token": token },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (!cookies.some((c) => c.includes("session_token="))) throw new Error("sign-in answered without a session cookie");
  return cookies.join("; ");
}
