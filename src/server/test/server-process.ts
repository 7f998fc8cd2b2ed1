import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The real server process, as `npm start` runs it (without the build step), with its output gathered. */
export class ServerProcess {
  output = "";
  readonly exit: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      // Nothing of the test runner's environment but what a shell would have: PATH and the like.
      env: {
        ...process.env,
        DATABASE_URL: "",
        SEED_DEMO: "false",
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
        LOG_LEVEL: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const gather = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    this.child.stdout?.on("data", gather);
    this.child.stderr?.on("data", gather);
    // 'close', not 'exit': only then has everything it wrote been read.
    this.exit = new Promise((resolve) => this.child.once("close", (code) => resolve(code)));
  }

  /** Resolves once the server listens; rejects if it exits first. */
  listening(): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = setInterval(() => {
        if (this.output.includes("Bancada on")) {
          clearInterval(check);
          resolve();
        }
      }, 50);
      void this.exit.then((code) => {
        clearInterval(check);
        reject(new Error(`server exited with ${code}:\n${this.output}`));
      });
    });
  }

  /** The lines it wrote, each parsed as the JSON it must be. */
  lines(): Record<string, unknown>[] {
    return this.output
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  kill(signal: NodeJS.Signals = "SIGKILL") {
    this.child.kill(signal);
  }
}
