import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startS3Server } from "./test/s3-server";
import { freePort, ServerProcess } from "./test/server-process";

/** The server's last line when it stops at start-up: the one that says why. */
async function whyItStopped(env: Record<string, string>) {
  const server = new ServerProcess(env);
  expect(await server.exit, server.output).toBe(1);
  const last = server.lines().at(-1) as { level: string; msg: string };
  expect(last.level, server.output).toBe("fatal");
  return last.msg;
}

// The object storage's start-up check (docs/decisions/051): one line naming the variable to change.
// The engine does not matter to it, so only the PGlite run of the suite starts these processes.
describe.skipIf(process.env.TEST_ENGINE === "postgres")("start-up with object storage", async () => {
  const s3 = await startS3Server();
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-startup-s3-"));
  afterAll(async () => {
    await s3.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (overrides: Record<string, string>) =>
    whyItStopped({ ...s3.env, DATA_DIR: dataDir, PORT: String(await freePort()), ...overrides });

  it("names the missing variable when only some of S3_* are set", async () => {
    const { S3_ENDPOINT, S3_BUCKET } = s3.env;
    const msg = await whyItStopped({ S3_ENDPOINT, S3_BUCKET, DATA_DIR: dataDir });
    expect(msg).toBe(
      "Invalid environment variable S3_REGION: object storage needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together; missing S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
  });

  it("names S3_SECRET_ACCESS_KEY when the bucket refuses the signature, without printing it", async () => {
    const msg = await start({ S3_SECRET_ACCESS_KEY: "segredo-errado-123" });
    expect(msg).toBe(
      `Object storage (${s3.env.S3_ENDPOINT}, bucket bancada-test) refused the signature: S3_SECRET_ACCESS_KEY does not match S3_ACCESS_KEY_ID`,
    );
    expect(msg).not.toContain("segredo-errado-123");
  });

  it("names S3_BUCKET when the bucket does not exist, and S3_ENDPOINT when nothing answers there", async () => {
    expect(await start({ S3_BUCKET: "nao-existe" })).toBe(
      `Object storage (${s3.env.S3_ENDPOINT}, bucket nao-existe): the bucket does not exist; create it or change S3_BUCKET`,
    );
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    expect(await start({ S3_ENDPOINT: nowhere })).toMatch(
      new RegExp(
        `^Cannot reach object storage at S3_ENDPOINT \\(${nowhere}, bucket bancada-test\\): .*; start it or change S3_ENDPOINT$`,
      ),
    );
  });
});
