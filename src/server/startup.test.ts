import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startFaultProxy } from "./test/fault-proxy";
import { freePort, ServerProcess } from "./test/server-process";

const SECRET = "startup-test-secret-long-enough-0123456789";

/** Runs the server to its exit and answers the one line that says why, parsed: its last, the only one at fatal or error. */
async function failedStart(env: Record<string, string>) {
  const server = new ServerProcess(env);
  const code = await server.exit;
  const lines = server.lines();
  expect(
    lines.filter((l) => l.level === "fatal" || l.level === "error"),
    server.output,
  ).toHaveLength(1);
  expect(lines.at(-1)?.level, server.output).toBe("fatal");
  return { code, line: lines.at(-1) as { level: string; msg: string } };
}

// The real process, as `npm start` runs it. The engine does not matter to how it starts, so the
// Postgres run of the API suite takes only what needs a Postgres server.
describe.skipIf(process.env.TEST_ENGINE === "postgres")("start-up", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-startup-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stops on a bad variable with one line naming it, and exit code 1", async () => {
    const { code, line } = await failedStart({ PORT: "abc", DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(line).toMatchObject({
      level: "fatal",
      msg: "Invalid environment variable PORT: must be a port number from 1 to 65535",
    });
  });

  it("stops on a port in use with one line naming PORT, and exit code 1", async () => {
    const port = await freePort();
    const taken = createServer().listen(port);
    await new Promise((resolve) => taken.once("listening", resolve));
    try {
      const { code, line } = await failedStart({ PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(line.msg).toBe(`Port ${port} is already in use by another program: stop it, or set PORT to a free port`);
    } finally {
      taken.close();
    }
  });

  it("stops on an unreachable DATABASE_URL with one line naming it, and exit code 1", async () => {
    const port = await freePort();
    const { code, line } = await failedStart({
      DATABASE_URL: `postgres://bancada:segredo@127.0.0.1:${port}/loja`,
      BETTER_AUTH_SECRET: SECRET,
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(line.msg).toMatch(
      new RegExp(
        `^Cannot reach the PostgreSQL server of DATABASE_URL \\(postgres://bancada:\\*\\*\\*@127\\.0\\.0\\.1:${port}/loja\\): .*ECONNREFUSED.*; start PostgreSQL or change DATABASE_URL$`,
      ),
    );
    expect(line.msg, "the password is not printed").not.toContain("segredo");
  });

  it("listens on the interface HOST names, and refuses one that is not this machine's", async () => {
    const port = await freePort();
    const server = new ServerProcess({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
    try {
      await server.listening();
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(server.lines().find((l) => typeof l.msg === "string" && l.msg.startsWith("Bancada on"))).toMatchObject({
        host: "127.0.0.1",
        port,
      });
    } finally {
      server.kill();
      await server.exit;
    }
    const { code, line } = await failedStart({
      PORT: String(await freePort()),
      HOST: "203.0.113.9",
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(line.msg).toBe(
      "Cannot listen on HOST 203.0.113.9: it is not an address of this machine; change HOST, or unset it to listen on every interface",
    );
  });

  it("keeps an idle keep-alive connection past Node's 5 s, so a client sending on it is not reset", async () => {
    const port = await freePort();
    const server = new ServerProcess({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await server.listening();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
          const request = http.get({ port, host: "127.0.0.1", path: "/api/health", agent }, (response) => {
            response.resume();
            response.on("end", () => resolve({ status: response.statusCode!, socket: request.socket }));
          });
          request.on("error", reject);
        });
      const first = await get();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
      agent.destroy();
    } finally {
      server.kill();
      await server.exit;
    }
  }, 30_000);

  it("logs one JSON line per request with its request id; expected refusals at info or warn, without a stack", async () => {
    const port = await freePort();
    const server = new ServerProcess({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await server.listening();
      const origin = `http://127.0.0.1:${port}`;
      const health = await fetch(`${origin}/api/health`);
      const csrfRes = await fetch(`${origin}/api/csrf`);
      const cookie = csrfRes.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const { token } = (await csrfRes.json()) as { token: string };
      const headers = {
        "content-type": "application/json",
        origin: `http://localhost:${port}`,
        "x-csrf-token": token,
        cookie,
      };
      const wrong = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "ninguem@teste.local", password: "Errada@123" }),
      });
      expect(wrong.status).toBe(401);
      const invalid = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "sem-arroba", password: "x" }),
      });
      expect(invalid.status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const lines = server.lines();
      for (const line of lines)
        expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
      const healthLine = lines.find((l) => l.reqId === health.headers.get("x-request-id"));
      expect(healthLine).toMatchObject({ level: "info", method: "GET", path: "/api/health", status: 200 });
      const refusals = [wrong, invalid].map((res) => lines.find((l) => l.reqId === res.headers.get("x-request-id")));
      expect(refusals[0]).toMatchObject({ level: "warn", path: "/api/auth/sign-in/email", status: 401 });
      expect(refusals[1]).toMatchObject({
        level: "info",
        status: 400,
        code: "VALIDATION_ERROR",
        reason: "Email inválido",
      });
      for (const refusal of refusals) expect(JSON.stringify(refusal)).not.toMatch(/stack|"err"/);
      expect(lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
    } finally {
      server.kill();
      await server.exit;
    }
  });
});

describe.skipIf(process.env.TEST_ENGINE === "postgres")("npm run restore", () => {
  it("gives up on a target that does not answer within 5 seconds, in one line naming DATABASE_URL", async () => {
    // A port that accepts connections and never speaks PostgreSQL.
    const silent = await startFaultProxy({ host: "127.0.0.1", port: 9 });
    silent.swallow();
    try {
      const started = Date.now();
      const restore = spawn(process.execPath, ["--import", "tsx", "scripts/restore-backup.ts", tmpdir()], {
        env: {
          ...process.env,
          DATABASE_URL: `postgres://postgres@127.0.0.1:${silent.port}/destino`,
          BETTER_AUTH_SECRET: SECRET,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      restore.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      restore.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => restore.once("exit", resolve));
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Cannot reach the PostgreSQL server of DATABASE_URL (postgres://postgres@127.0.0.1:${silent.port}/destino): no answer within 5 seconds; start PostgreSQL or change DATABASE_URL`,
      );
    } finally {
      await silent.close();
    }
  });
});

describe.runIf(process.env.TEST_ENGINE === "postgres")("start-up on a PostgreSQL server", () => {
  it("stops on a DATABASE_URL whose database does not exist with one line naming it, and exit code 1", async () => {
    const url = new URL(inject("postgresTemplate"));
    url.pathname = "/bancada_nao_existe";
    const { code, line } = await failedStart({
      DATABASE_URL: url.toString(),
      BETTER_AUTH_SECRET: SECRET,
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(line.msg).toMatch(
      /^The database "bancada_nao_existe" does not exist on the PostgreSQL server of DATABASE_URL \(.*\): create it \(createdb bancada_nao_existe\) or change DATABASE_URL$/,
    );
  });
});
