import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/rate-limits";
import { SIGNED_IN_HTML } from "./signed-in-page";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { createTestApp } from "./test/test-app";

describe("serving the web app", async () => {
  const t = await createTestApp();
  const webRoot = mkdtempSync(join(tmpdir(), "bancada-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Bancada</title>");
  // The build's variant for a browser with a session (scripts/signed-in-preload-plugin.ts).
  writeFileSync(
    join(webRoot, SIGNED_IN_HTML),
    '<!doctype html><title>Bancada</title><link rel="modulepreload" href="/assets/shell-abc123.js">',
  );
  // Over the 1 KB below which a file of known length is not worth compressing.
  const appJs = `console.log('${"app ".repeat(400)}');`;
  writeFileSync(join(webRoot, "assets", "app-abc123.js"), appJs);
  // The web build writes .br and .gz copies beside its files (scripts/precompress-plugin.ts).
  writeFileSync(join(webRoot, "assets", "chunk-def456.js"), appJs);
  writeFileSync(join(webRoot, "assets", "chunk-def456.js.br"), brotliCompressSync(appJs));
  writeFileSync(join(webRoot, "assets", "photo-abc123.png"), Buffer.alloc(4096, 7));
  const env = parseEnv({ APP_URL: "http://localhost:3000", BETTER_AUTH_SECRET: t.secret });
  const app = createApp({
    database: t.database,
    storage: t.storage,
    env,
    auth: t.auth,
    secret: t.secret,
    limits: RATE_LIMITS,
    clock: () => new Date(),
    webRoot,
  });

  it("answers every client-side route with index.html (history fallback)", async () => {
    for (const path of ["/", "/orders", "/orders/123/edit", "/nao-existe"]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Bancada</title>");
    }
  });

  it("asks for the signed-in layout's code for a browser with a valid session, on every page but the login screen", async () => {
    const account = await t.createUser("tecnico");
    const browser = t.client(undefined, [app]);
    expect((await browser.signIn(account.email, account.password)).status).toBe(200);
    for (const path of ["/", "/orders", "/orders/new"]) {
      const res = await browser.request(path);
      expect(await res.text()).toContain('rel="modulepreload" href="/assets/shell-abc123.js"');
      expect(res.headers.get("vary")).toContain("Cookie");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    const expired = { headers: { cookie: "bancada.session_token=abc.def" } };
    for (const [path, init] of [
      ["/auth", {}],
      ["/", {}],
      ["/orders", expired],
      ["/orders", { headers: { cookie: "theme=dark" } }],
    ] as const) {
      const res = await (path === "/auth" ? browser.request(path) : app.request(path, init));
      expect(await res.text()).not.toContain("modulepreload");
      expect(res.headers.get("vary")).toContain("Cookie");
    }
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("has index.html, whichever path serves it, checked again on every visit", async () => {
    for (const path of ["/", "/index.html", "/orders/123/edit"]) {
      expect((await app.request(path)).headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("compresses text for clients that accept gzip, and leaves images as they are", async () => {
    const gzip = { headers: { "accept-encoding": "gzip, deflate, br" } };
    const script = await app.request("/assets/app-abc123.js", gzip);
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect(script.headers.get("vary")).toContain("Accept-Encoding");
    expect(script.headers.get("cache-control")).toContain("immutable");
    expect(gunzipSync(Buffer.from(await script.arrayBuffer())).toString()).toBe(appJs);

    const json = await app.request("/api/health", gzip);
    expect(json.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString())).toMatchObject({ status: "ok" });

    const image = await app.request("/assets/photo-abc123.png", gzip);
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);

    expect((await app.request("/assets/app-abc123.js")).headers.get("content-encoding")).toBeNull();
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

  it("sends the build's Brotli copy, as a script, to a browser that accepts it", async () => {
    const res = await app.request("/assets/chunk-def456.js", {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(appJs);
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    const res = await app.request("/assets/chunk-def456.js");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(appJs);
  });
});
