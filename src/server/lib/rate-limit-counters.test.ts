import { describe, expect, it } from "vitest";
import { rateLimitCounters } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";
import { countEvent, deleteExpiredCounters } from "./rate-limit-counters.queries";

describe("rate-limit counters", async () => {
  const { db } = await createTestApp();
  const rule = { max: 2, windowMinutes: 10 };
  const t0 = new Date("2026-03-01T12:00:00Z");

  it("numbers the events of a fixed window, tells when it ends, and starts again at one after it", async () => {
    const key = { kind: "api" as const, identifier: "198.51.100.99" };
    expect(await countEvent(db, key, rule, t0)).toEqual({ count: 1, retryAfterSeconds: 600 });
    expect(await countEvent(db, key, rule, new Date(t0.getTime() + 60_000))).toEqual({
      count: 2,
      retryAfterSeconds: 540,
    });
    const later = new Date(t0.getTime() + 10 * 60_000);
    expect(await countEvent(db, key, rule, later)).toEqual({ count: 1, retryAfterSeconds: 600 });
  });

  it("gives concurrent events numbers of their own: none is lost or shared", async () => {
    const key = { kind: "login" as const, identifier: "concurrent@teste.local|198.51.100.98" };
    const counted = await Promise.all(Array.from({ length: 40 }, () => countEvent(db, key, rule, t0)));
    expect(counted.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("cleans up only the counters whose window has ended", async () => {
    await countEvent(db, { kind: "signup", identifier: "old" }, rule, t0);
    await countEvent(db, { kind: "signup", identifier: "fresh" }, rule, new Date(t0.getTime() + 30 * 60_000));
    const removed = await deleteExpiredCounters(db, new Date(t0.getTime() + 20 * 60_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(rateLimitCounters)).map((r) => r.identifier);
    expect(left).toContain("fresh");
    expect(left).not.toContain("old");
  });
});
