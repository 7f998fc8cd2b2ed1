import { describe, expect, it } from "vitest";
import type { LoadResult } from "./load";
import { API_END, API_START, renderApiSection, replaceSection } from "./report";
import { judgeEndpoint, type BenchRun, type TargetResult } from "./results";

const load = (p50: number, p99 = p50 * 2): LoadResult => ({
  rps: 100,
  latency: { count: 1000, p50, p95: p50 * 1.5, p99 },
  failures: 0,
});

function target(orders: number, apiP50: number, startSeconds = 3.2): TargetResult {
  return {
    engine: "postgres",
    orders,
    label: `${orders / 1000}k`,
    startSeconds,
    session: { ...load(2), queries: 0, queriesOnMiss: 1 },
    endpoints: [{ name: "orders page 1", path: "/api/orders", api: load(apiP50), raw: load(4), queries: 5 }],
    signIn: [{ ...load(120), connections: 1 }],
    backup: { seconds: 2.5, peakRssMb: 280 },
    peakRssMb: { reads: 150, signIn: 320 },
  };
}

describe("replaceSection", () => {
  const page = `# Performance\n\n${API_START}\nold\n${API_END}\n\n<!-- bench:web:start -->\nweb audit\n<!-- bench:web:end -->\n`;

  it("replaces only what lies between the API markers", () => {
    const next = replaceSection(page, API_START, API_END, "new table");
    expect(next).toBe(
      `# Performance\n\n${API_START}\nnew table\n${API_END}\n\n<!-- bench:web:start -->\nweb audit\n<!-- bench:web:end -->\n`,
    );
  });

  it("refuses a page without the markers rather than writing over it", () => {
    expect(() => replaceSection("# Performance\n", API_START, API_END, "x")).toThrow(/no <!-- bench:api:start -->/);
  });
});

describe("judgeEndpoint", () => {
  it("compares p50 with the floors (HTTP floor + raw SQL) and with the smallest size", () => {
    const small = target(1000, 8);
    const large = target(100_000, 10);
    // floors: 2 + 4 = 6 ms
    expect(judgeEndpoint(small, small.endpoints[0]!, small)).toEqual({ floorRatio: 8 / 6, floorOk: true, p99Ok: true });
    expect(judgeEndpoint(large, large.endpoints[0]!, small)).toEqual({
      floorRatio: 10 / 6,
      floorOk: false,
      p99Ok: true,
      scale: 10 / 8,
      scaleOk: true,
    });
  });

  it("misses p99 at 100 ms", () => {
    const slow = target(1000, 60);
    expect(judgeEndpoint(slow, slow.endpoints[0]!).p99Ok).toBe(false);
  });
});

describe("renderApiSection", () => {
  it("writes the machine, the command and one table per engine and size", () => {
    const run: BenchRun = {
      date: "2026-11-22 10:00 UTC",
      command: "npm run bench",
      connections: 10,
      duration: 10,
      machine: {
        cpu: "Test CPU",
        cores: 2,
        ramGb: 8,
        node: "v20.20.0",
        pglite: "0.5.16",
        postgres: "PostgreSQL 15.20",
        loadAtStart: 0.1,
      },
      targets: [target(1000, 8), target(100_000, 10, 5.4)],
    };
    const section = renderApiSection(run);
    expect(section).toContain("`npm run bench`");
    expect(section).toContain("Test CPU, 2 cores, 8 GB RAM; Node v20.20.0; PGlite 0.5.16; PostgreSQL 15.20");
    expect(section).toContain("### PostgreSQL, 1k orders");
    expect(section).toContain(
      "| HTTP floor: `GET /api/session` | 100 | 2.00 | 3.00 | 4.00 |  | 0 (1 on a cache miss) |",
    );
    expect(section).toContain("### PostgreSQL, 100k orders");
    expect(section).toMatch(
      /\| orders page 1 `\/api\/orders` \| 100 \| 10\.0 \|.*\| 1\.25× \| floors \*\*miss\*\*, p99 pass, scale pass \|/,
    );
    expect(section).toContain("| sign-in, 1 connection | 100 | 120.0 | 180.0 | 240.0 |  |");
    expect(section).toContain(
      "Server peak RSS: 150 MB (pass) from start-up through the read endpoints, 320 MB (**miss**) during the sign-in runs.",
    );
    expect(section).toContain(
      "Start-up of the measured server (what `npm start` runs, on this existing database, the build present): 3.2 s (pass).",
    );
    expect(section).toContain("5.4 s (**miss**).");
    expect(section).not.toContain("scan-to-line:");
    expect(section).toContain(
      "The day's backup, made before the load by a server of its own: 2.5 s, that server's peak RSS 280 MB (pass).",
    );
  });

  it("writes the scan-to-line round trip against its p95 target of 150 ms", () => {
    const machine = { cpu: "CPU", cores: 2, ramGb: 8, node: "v20", pglite: "0.5", loadAtStart: 0 };
    const fast = { ...target(1000, 8), scanToLine: load(40) };
    const slow = { ...target(100_000, 8), scanToLine: { ...load(110), failures: 2 } };
    const section = renderApiSection({
      date: "d",
      command: "c",
      connections: 10,
      duration: 10,
      machine,
      targets: [fast, slow],
    });
    expect(section).toContain("scan-to-line p95 < 150 ms");
    expect(section).toMatch(/\| scan-to-line: .*, 1 connection \| 100 \| 40\.0 \| 60\.0 \| 80\.0 \|.*\| p95 pass \|/);
    // 165 ms at p95, and failed answers miss whatever the time.
    expect(section).toMatch(/\| scan-to-line: .*, 1 connection \(2 failed answers\) \|.*\| p95 \*\*miss\*\* \|/);
  });
});
