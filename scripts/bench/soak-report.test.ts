import { describe, expect, it } from "vitest";
import { API_END, API_START, SOAK_END, SOAK_START, WEB_START } from "./report";
import type { RssSample, SoakResult } from "./soak";
import { renderSoakSection, rssReadings, withSoakMarkers, type SoakRun } from "./soak-report";

/** A reading every 5 s over `seconds`, from `mbAt`. */
const samples = (seconds: number, mbAt: (s: number) => number): RssSample[] =>
  Array.from({ length: seconds / 5 + 1 }, (_, i) => ({ seconds: i * 5, mb: mbAt(i * 5) }));

function result(overrides: Partial<SoakResult> = {}): SoakResult {
  return {
    seconds: 600,
    connections: 50,
    requests: 120_000,
    rps: 200,
    latency: { count: 120_000, p50: 12.34, p95: 30, p99: 45.6 },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    steps: [
      { name: "GET /api/dashboard", write: false, share: 0.8, answers: 96_000, failedByStatus: {} },
      { name: "POST /api/orders", write: true, share: 0.2, answers: 24_000, failedByStatus: {} },
    ],
    rss: samples(600, (s) => (s < 30 ? 150 : 200 + s / 60)),
    logLines: { info: 120_010, warn: 2 },
    ...overrides,
  };
}

const run = (r: SoakResult): SoakRun => ({
  date: "2026-11-24 10:00 UTC",
  command: "TEST_DATABASE_URL=<postgres server> npm run bench -- --soak",
  minutes: 10,
  label: "1k",
  machine: {
    cpu: "Test CPU",
    cores: 2,
    ramGb: 8,
    node: "v20.20.0",
    pglite: "0.5.16",
    postgres: "PostgreSQL 15.20",
    loadAtStart: 0.1,
  },
  result: r,
});

describe("rssReadings", () => {
  it("reads after a minute of warm-up, in the middle and at the end, and judges the drift from the first", () => {
    const readings = rssReadings(
      samples(600, (s) => (s < 30 ? 150 : 200 + s / 60)),
      600,
    )!;
    expect([readings.start.seconds, readings.middle.seconds, readings.end.seconds]).toEqual([60, 300, 600]);
    expect(readings.drift).toBeCloseTo((210 - 201) / 201);
    expect(readings.flat).toBe(true);
  });

  it("warms up for a quarter of a short run, and misses past 10 %", () => {
    const readings = rssReadings(
      samples(60, (s) => 100 + s),
      60,
    )!;
    expect([readings.start.seconds, readings.middle.seconds, readings.end.seconds]).toEqual([15, 30, 60]);
    expect(readings.drift).toBeCloseTo(45 / 115);
    expect(readings.flat).toBe(false);
  });

  it("has nothing to say without readings", () => {
    expect(rssReadings([], 600)).toBeUndefined();
  });
});

describe("renderSoakSection", () => {
  it("writes the command, the machine, the figures with their verdicts and the mix", () => {
    const section = renderSoakSection(run(result()));
    for (const line of [
      "`TEST_DATABASE_URL=<postgres server> npm run bench -- --soak`: 10 min of mixed reads and writes (20 % writes) at 50 connections on PostgreSQL, 1k orders",
      "Machine: Test CPU, 2 cores, 8 GB RAM; Node v20.20.0; PGlite 0.5.16; PostgreSQL 15.20.",
      "| requests | 120000 (200 req/s over 600 s) | |",
      "| answers not 2xx | 0 | pass |",
      "| connection errors | 0 (0 of them timeouts) | pass |",
      "| latency p50 | 12.3 ms | |",
      "| latency p99 | 45.6 ms | |",
      "| server RSS after the warm-up, at 60 s | 201 MB | |",
      "| server RSS in the middle, at 5.0 min | 205 MB (+2.0 %) | pass |",
      "| server RSS at the end, at 10.0 min | 210 MB (+4.5 %) | pass |",
      "during the warm-up it peaked at 201 MB; after it, it stayed between 201 and 210 MB.",
      "| server log lines, start-up to the end of the load | 120012 (info 120010, warn 2) | |",
      "| `POST /api/orders` (write) | 20 % | 24000 | 0 |",
    ])
      expect(section).toContain(line);
  });

  it("marks failed answers by status and a growing RSS as misses", () => {
    const failing = result({
      non2xx: 3,
      errors: 2,
      timeouts: 1,
      steps: [
        { name: "POST /api/orders", write: true, share: 0.2, answers: 24_000, failedByStatus: { 500: 1, 503: 2 } },
      ],
      rss: samples(600, (s) => 200 + s / 5),
    });
    const section = renderSoakSection(run(failing));
    for (const line of [
      "| answers not 2xx | 3 | **miss** |",
      "| connection errors | 2 (1 of them timeouts) | **miss** |",
      "| server RSS at the end, at 10.0 min | 320 MB (+50.9 %) | **miss** |",
      "| `POST /api/orders` (write) | 20 % | 24000 | 3 (503 2, 500 1) |",
    ])
      expect(section).toContain(line);
  });
});

describe("withSoakMarkers", () => {
  it("adds the soak's markers after the API section and its notes, before the page audit's, once", () => {
    const page = `# Performance\n\n${API_START}\napi\n${API_END}\n\nNotes on the section above.\n\n${WEB_START}\nweb\n<!-- bench:web:end -->\n`;
    const next = withSoakMarkers(page);
    expect(next).toBe(
      `# Performance\n\n${API_START}\napi\n${API_END}\n\nNotes on the section above.\n\n${SOAK_START}\n${SOAK_END}\n\n${WEB_START}\nweb\n<!-- bench:web:end -->\n`,
    );
    expect(withSoakMarkers(next)).toBe(next);
  });

  it("appends them to a page without the page audit's section", () => {
    expect(withSoakMarkers("# Performance\n")).toBe(`# Performance\n\n${SOAK_START}\n${SOAK_END}\n`);
  });
});
