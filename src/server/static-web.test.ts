import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../shared/rate-limits";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { createTestApp } from "./test/test-app";

describe("serving the web app", async () => {
  const t = await createTestApp();
  const webRoot = mkdtempSync(join(tmpdir(), "bancada-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Bancada</title>");
  writeFileSync(join(webRoot, "assets", "app-abc123.js"), "console.log('app')");
  const env = parseEnv({ APP_URL: "http://localhost:3000", BETTER_AUTH_SECRET: t.secret });
  const app = createApp({ database: t.database, env, auth: t.auth, secret: t.secret, limits: RATE_LIMITS, clock: () => new Date(), webRoot });

  it("answers every client-side route with index.html (history fallback)", async () => {
    for (const path of ["/", "/orders", "/orders/123/edit", "/nao-existe"]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Bancada</title>");
    }
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("answers a missing asset with 404, not the app", async () => {
    const res = await app.request("/assets/app-old999.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("keeps unknown API paths as JSON 404s, not the web app", async () => {
    const res = await app.request("/api/nada");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});
