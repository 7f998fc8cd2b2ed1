import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../shared/rate-limits";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { createTestApp } from "./test/test-app";

// The web build writes .br and .gz copies beside its files (scripts/precompress-plugin.ts).
describe("serving the build's compressed copies", async () => {
  const t = await createTestApp();
  const webRoot = mkdtempSync(join(tmpdir(), "bancada-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Bancada</title>");
  const appJs = `console.log('${"app ".repeat(400)}');`;
  writeFileSync(join(webRoot, "assets", "app-abc123.js"), appJs);
  writeFileSync(join(webRoot, "assets", "app-abc123.js.br"), brotliCompressSync(appJs));
  const env = parseEnv({ APP_URL: "http://localhost:3000", BETTER_AUTH_SECRET: t.secret });
  const app = createApp({ database: t.database, env, auth: t.auth, secret: t.secret, limits: RATE_LIMITS, clock: () => new Date(), webRoot });

  it("sends the Brotli copy, as a script, to a browser that accepts it", async () => {
    const res = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(appJs);
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(appJs);
  });
});
