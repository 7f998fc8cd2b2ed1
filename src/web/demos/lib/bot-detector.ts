// Bot scoring of docs/product.md §9.
export const BOT_CHECK_INTERVAL_MS = 30_000;
const KEPT_INTERACTIONS = 10;
const FAST_GAP_MS = 100;
const SLOW_GAP_MS = 10_000;

/**
 * Scores the rhythm of a visitor's interactions: on each one, the average gap over the last 10
 * decides. Under 100 ms (no person clicks that fast) adds 10; over 10 s (a script idling between
 * bursts) adds 5; a human rhythm takes 1 off, never below zero. Above the threshold (50 at the
 * high security level) is suspicious.
 */
export class BotDetector {
  private readonly times: number[] = [];
  private points = 0;

  constructor(private readonly threshold: number) {}

  record(at: number): void {
    this.times.push(at);
    if (this.times.length > KEPT_INTERACTIONS) this.times.shift();
    if (this.times.length < 2) return;
    const first = this.times[0] ?? at;
    const averageGap = (at - first) / (this.times.length - 1);
    if (averageGap < FAST_GAP_MS) this.points += 10;
    else if (averageGap > SLOW_GAP_MS) this.points += 5;
    else this.points = Math.max(0, this.points - 1);
  }

  get score(): number {
    return this.points;
  }

  isSuspicious(): boolean {
    return this.points > this.threshold;
  }
}
