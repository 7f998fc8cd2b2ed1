import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "@shared/api-types";
import { PGLITE_OPTIONS } from "./db/client";
import { freePort, ServerProcess } from "./test/server-process";

const ADMIN = { email: "admin@shutdown.local", password: "Admin@Shut1" };

/** Whether a new connection is refused (the server has stopped listening). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ port, host: "127.0.0.1", path: "/api/health", agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    probe.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
    probe.end();
  });
}

// The real server process, as `npm start` runs it, on an embedded database of its own. The engine
// does not matter to the process's life, so the Postgres run of the API suite leaves this to PGlite's.
describe.skipIf(process.env.TEST_ENGINE === "postgres")("shutting down on SIGTERM", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-shutdown-"));
  let port: number;
  let origin: string;
  let server: ServerProcess;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://localhost:${port}`;
    server = new ServerProcess({
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await server.listening();
  });

  afterAll(() => {
    server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the request in flight, refuses new connections, exits 0 and leaves the database clean", async () => {
    const cookies = new Map<string, string>();
    const call = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const res = await fetch(`${origin}${path}`, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [name, ...value] = (line.split(";")[0] ?? "").split("=");
        if (name) cookies.set(name, value.join("="));
      }
      return res;
    };
    const csrf = async () => ((await (await call("/api/csrf")).json()) as { token: string }).token;
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin, "content-type": "application/json", [CSRF_HEADER]: await csrf() },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);

    // A new client whose body arrives in two parts, with the shutdown between them.
    const body = JSON.stringify({
      name: "Cliente do Desligamento",
      phone: "(11) 91234-5678",
      address: "Rua do Encerramento, 10",
    });
    let sendRest!: () => void;
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 20)));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(body.slice(20)));
          controller.close();
        };
      },
    });
    const inFlight = call("/api/clients", {
      method: "POST",
      headers: { origin, "content-type": "application/json", [CSRF_HEADER]: await csrf() },
      body: slowBody,
      duplex: "half",
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await refusesConnections(port)).toBe(true);
    sendRest();

    const res = await inFlight;
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(await server.exit).toBe(0);
    expect(server.output).toContain("SIGTERM");

    // The directory opens again, with the write that finished during the shutdown.
    const reopened = await PGlite.create(join(dataDir, "pglite"), PGLITE_OPTIONS);
    const rows = await reopened.query<{ name: string }>("select name from clients where id = $1", [created.id]);
    expect(rows.rows).toEqual([{ name: "Cliente do Desligamento" }]);
    await reopened.close();
  });
});

// Behind a balancer: the readiness probe turns 503 at once while everything is still served, until the
// drain is over; then the port closes as above.
describe.skipIf(process.env.TEST_ENGINE === "postgres")("draining on SIGTERM", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-drain-"));
  let port: number;
  let server: ServerProcess;

  beforeAll(async () => {
    port = await freePort();
    server = new ServerProcess({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: "2" });
    await server.listening();
  });

  afterAll(() => {
    server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers ready 503 and still serves for SHUTDOWN_DRAIN_SECONDS, then stops listening and exits 0", async () => {
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    expect((await fetch(url("/api/health/ready"))).status).toBe(200);
    const signalled = Date.now();
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ready = await fetch(url("/api/health/ready"), { headers: { connection: "close" } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    // A new connection, a new request: still served while the balancer takes the instance out.
    expect((await fetch(url("/api/health/live"), { headers: { connection: "close" } })).status).toBe(200);
    expect((await fetch(url("/api/session"), { headers: { connection: "close" } })).status).toBe(200);
    expect(await refusesConnections(port)).toBe(false);

    expect(await server.exit).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
    expect(await refusesConnections(port)).toBe(true);
    expect(server.output).toContain("draining: not ready, still serving");
  });
});
