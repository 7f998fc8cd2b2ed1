import { describe, expect, it } from "vitest";
import { quantile, summarize } from "./stats";

describe("quantile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("returns a measured value at the rank ceil(q × n)", () => {
    expect(quantile(hundred, 0.5)).toBe(50);
    expect(quantile(hundred, 0.95)).toBe(95);
    expect(quantile(hundred, 0.99)).toBe(99);
    expect(quantile(hundred, 1)).toBe(100);
  });

  it("handles one value and small samples", () => {
    expect(quantile([7], 0.5)).toBe(7);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([1, 2, 3], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
  });

  it("is NaN without samples", () => {
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("summarize", () => {
  it("sorts before ranking and counts the samples", () => {
    const shuffled = [9, 1, 5, 3, 7, 2, 8, 4, 6, 10];
    expect(summarize(shuffled)).toEqual({ count: 10, p50: 5, p95: 10, p99: 10 });
  });
});
