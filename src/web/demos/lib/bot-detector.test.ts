import { describe, expect, it } from "vitest";
import { SECURITY_SETTINGS } from "@shared/security-level";
import { BotDetector } from "./bot-detector";

const HIGH = SECURITY_SETTINGS.high.botScoreThreshold;

function interactions(detector: BotDetector, count: number, gapMs: number, start = 0): number {
  let at = start;
  for (let i = 0; i < count; i++) {
    detector.record(at);
    at += gapMs;
  }
  return at - gapMs;
}

describe("BotDetector", () => {
  it("does not score a single interaction", () => {
    const detector = new BotDetector(HIGH);
    detector.record(1000);
    expect(detector.score).toBe(0);
  });

  it("adds 10 per interaction while the average gap is under 100 ms", () => {
    const detector = new BotDetector(HIGH);
    interactions(detector, 6, 20);
    expect(detector.score).toBe(50);
    expect(detector.isSuspicious()).toBe(false);
    detector.record(120);
    expect(detector.score).toBe(60);
    expect(detector.isSuspicious()).toBe(true);
  });

  it("is less sensitive at lower security levels", () => {
    const medium = new BotDetector(SECURITY_SETTINGS.medium.botScoreThreshold);
    interactions(medium, 8, 20);
    expect(medium.score).toBe(70);
    expect(medium.isSuspicious()).toBe(false);
    interactions(medium, 1, 20, 160);
    expect(medium.isSuspicious()).toBe(true);
  });

  it("adds 5 when the average gap is over 10 seconds", () => {
    const detector = new BotDetector(HIGH);
    interactions(detector, 3, 11_000);
    expect(detector.score).toBe(10);
  });

  it("takes 1 off for a human rhythm and never goes below zero", () => {
    const detector = new BotDetector(HIGH);
    const last = interactions(detector, 4, 10);
    expect(detector.score).toBe(30);
    // Slow, human clicks pull the 10-interaction average up and the score down.
    interactions(detector, 12, 1_500, last + 1_500);
    expect(detector.score).toBeLessThan(30);
    interactions(detector, 60, 1_500, last + 40_000);
    expect(detector.score).toBe(0);
  });

  it("averages over the last 10 interactions only", () => {
    const detector = new BotDetector(HIGH);
    // A long pause long ago no longer counts once 10 fast interactions follow it.
    detector.record(0);
    const last = interactions(detector, 10, 10, 60_000);
    expect(detector.score).toBeGreaterThan(0);
    const before = detector.score;
    detector.record(last + 10);
    expect(detector.score).toBe(before + 10);
  });
});
