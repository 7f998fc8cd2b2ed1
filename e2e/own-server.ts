import { type ChildProcess, spawn } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A server of a test's own on a fresh embedded database, as `npm start` runs it: for tests that need
 * the demo data (and so its técnico and cliente accounts) or a restart, which the shared e2e server
 * (empty, never restarted) cannot give.
 */
export class OwnServer {
  readonly url: string;
  readonly dataDir: string;
  output = "";
  private child: ChildProcess | undefined;

  private readonly env: Record<string, string>;

  constructor(
    readonly port: number,
    /** `env`: variables of its own, such as a DATABASE_URL. */
    options: { dataDir?: string; env?: Record<string, string> } = {},
  ) {
    this.url = `http://localhost:${port}`;
    this.dataDir = options.dataDir ?? join(tmpdir(), `bancada-e2e-own-${port}-${process.pid}`);
    this.env = options.env ?? {};
  }

  async start(): Promise<void> {
    this.output = "";
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        APP_URL: this.url,
        DATA_DIR: this.dataDir,
        SEED_DEMO: "",
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
        DATABASE_URL: "",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      // A loaded machine (other jobs on its cores) may take well over 30 s to compile and start it.
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${this.output}`)), 60_000);
      const read = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes("Bancada on")) {
          clearTimeout(timer);
          // The demo accounts are printed right after the first line.
          setTimeout(resolve, 200);
        }
      };
      child.stdout?.on("data", read);
      child.stderr?.on("data", read);
      child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${this.output}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    this.child = undefined;
  }

  /** A browser of its own at a width, signed in on this server (its CSRF token, then its sign-in). */
  async signedInPage(
    browser: Browser,
    account: { email: string; password: string },
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL: this.url,
      viewport,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    const page = await context.newPage();
    const headers = { Origin: this.url };
    const { token } = (await (await page.request.get("/api/csrf", { headers })).json()) as { token: string };
    const response = await page.request.post("/api/auth/sign-in/email", {
      data: account,
      headers: { ...headers, "X-CSRF-Token": token },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  /** Removes the database; the next start seeds the demo data again. */
  wipe(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export const DEMO_PASSWORD = "Bancada@2026";

/** The spec's tests run one after another on `server`, started on a fresh database before them and removed after. */
export function onOwnServer(server: OwnServer): void {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: server.url });
  test.beforeAll(async () => {
    server.wipe();
    await server.start();
  });
  test.afterAll(async () => {
    await server.stop();
    server.wipe();
  });
}
