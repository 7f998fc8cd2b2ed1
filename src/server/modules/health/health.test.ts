import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/rate-limits";
import type { AppEnv } from "@server/context";
import type { Bucket } from "@server/storage/bucket";
import { createTestApp } from "@server/test/test-app";
import { healthRoutes } from "./health.routes";

describe("GET /api/health", async () => {
  const { app } = await createTestApp();

  it("answers ok with the engine after a real query", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      db: process.env.TEST_ENGINE,
      database: "up",
      storage: "database",
    });
  });

  it("answers unknown API paths with a pt-BR 404", async () => {
    const res = await app.request("/api/nao-existe");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Recurso não encontrado" } });
  });
});

describe("GET /api/health/live and /api/health/ready", async () => {
  const t = await createTestApp();

  it("live answers 200 without asking anything; ready names the database up", async () => {
    const live = await t.app.request("/api/health/live");
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await live.json()).toEqual({ status: "ok" });

    const ready = await t.app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "up" } });
  });

  it("are never counted against the anonymous limit: a balancer asks every second", async () => {
    for (let i = 0; i < RATE_LIMITS.api.max + 5; i++) {
      expect((await t.app.request("/api/health/ready")).status).toBe(200);
      expect((await t.app.request("/api/health/live")).status).toBe(200);
    }
  });
});

describe("the health routes with a bucket, and draining", async () => {
  const t = await createTestApp();
  let draining = false;
  let bucket: "up" | "down" | "hangs" = "up";
  // Only check() is asked by the probes; a hung one is told to stop (its request to the bucket ends).
  let stopped = 0;
  const storage = {
    bucket: {
      check: (signal?: AbortSignal) =>
        bucket === "up"
          ? Promise.resolve()
          : bucket === "down"
            ? Promise.reject(new Error("NoSuchBucket"))
            : new Promise<void>((_, reject) =>
                signal?.addEventListener("abort", () => {
                  stopped++;
                  reject(new Error("aborted"));
                }),
              ),
    } as unknown as Bucket,
  };
  const app = new Hono<AppEnv>().route(
    "/api/health",
    healthRoutes({ database: t.database, storage, draining: () => draining }),
  );

  it("ready names every check; storage down makes it 503 naming it, as /api/health does", async () => {
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "up", storage: "up" } });

    bucket = "down";
    const notReady = await app.request("/api/health/ready");
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: "unavailable", checks: { database: "up", storage: "down" } });
    const health = await app.request("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: "unavailable",
      db: process.env.TEST_ENGINE,
      database: "up",
      storage: "down",
    });
    // Live asks no dependency: the process is fine, restarting it would not bring storage back.
    expect((await app.request("/api/health/live")).status).toBe(200);
    bucket = "up";
  });

  it("a check that hangs counts as down within two seconds, instead of hanging the probe", async () => {
    bucket = "hangs";
    const started = Date.now();
    const res = await app.request("/api/health/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ checks: { storage: "down" } });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(stopped).toBe(1);
    bucket = "up";
  });

  it("while draining, ready answers 503 at once and live and the rest still 200", async () => {
    draining = true;
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    expect((await app.request("/api/health/live")).status).toBe(200);
    expect((await app.request("/api/health")).status).toBe(200);
    draining = false;
    expect((await app.request("/api/health/ready")).status).toBe(200);
  });
});
