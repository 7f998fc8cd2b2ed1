import { describe, expect, it } from "vitest";
import { renderProgress } from "./progress-bar";

describe("renderProgress", () => {
  it("draws the bar, percentage, counts, time and what is left", () => {
    expect(renderProgress({ label: "orders", done: 25_000, total: 100_000, elapsedMs: 10_000, width: 20 })).toBe(
      "orders [#####...............]  25% 25,000/100,000 · 10.0 s · 30 s left",
    );
  });

  it("drops the estimate when done and never overflows the bar", () => {
    expect(renderProgress({ label: "x", done: 12, total: 10, elapsedMs: 1500, width: 4 })).toBe(
      "x [####] 100% 12/10 · 1.5 s",
    );
  });
});
