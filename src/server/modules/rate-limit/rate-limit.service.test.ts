import { describe, expect, it } from "vitest";
import { rateLimitCounters } from "../../db/schema/security";
import { createTestApp } from "../../test/test-app";
import { checkLimit, countEvent, deleteExpiredCounters } from "./rate-limit.service";

describe("rate-limit counters", async () => {
  const { db } = await createTestApp();
  const rule = { max: 2, windowMinutes: 10 };
  const t0 = new Date("2026-03-01T12:00:00Z");

  it("counts in a fixed window, limits at the maximum, and starts again when it ends", async () => {
    const key = { kind: "api" as const, identifier: "198.51.100.99" };
    expect(await countEvent(db, key, rule, t0)).toBe(1);
    expect(await countEvent(db, key, rule, t0)).toBe(2);
    expect((await checkLimit(db, key, rule, t0)).limited).toBe(true);
    const later = new Date(t0.getTime() + 10 * 60_000);
    expect((await checkLimit(db, key, rule, later)).limited).toBe(false);
    expect(await countEvent(db, key, rule, later)).toBe(1);
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
