import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { LoadResult } from "./load";
import type { Machine } from "./machine";
import { floorOf, judgeEndpoint, smallestOf, TARGETS, type BenchRun, type TargetResult } from "./results";

export const API_START = "<!-- bench:api:start -->";
export const API_END = "<!-- bench:api:end -->";
export const SOAK_START = "<!-- bench:soak:start -->";
export const SOAK_END = "<!-- bench:soak:end -->";
export const WEB_START = "<!-- bench:web:start -->";
const WEB_END = "<!-- bench:web:end -->";

const EMPTY_PAGE = `# Performance

${API_START}
${API_END}

${SOAK_START}
${SOAK_END}

${WEB_START}
${WEB_END}
`;

/** Replaces what lies between the two markers (kept) and nothing else; the markers must be there. */
export function replaceSection(page: string, start: string, end: string, content: string): string {
  const from = page.indexOf(start);
  const to = page.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`the page has no ${start} … ${end} section`);
  return `${page.slice(0, from + start.length)}\n${content.trim()}\n${page.slice(to)}`;
}

/** docs/performance.md as it is, or a new page with every section's (empty) markers. */
export function readPage(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : EMPTY_PAGE;
}

export const ms = (value: number) =>
  Number.isNaN(value) ? "no answer" : value < 10 ? value.toFixed(2) : value.toFixed(1);
const cpu = (result: LoadResult) => (result.cpuMsPerRequest === undefined ? "" : result.cpuMsPerRequest.toFixed(2));
export const mark = (ok: boolean | undefined) => (ok === undefined ? "" : ok ? "pass" : "**miss**");
const ENGINE_NAMES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

export function machineLine(m: Machine): string {
  return (
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM; Node ${m.node}; PGlite ${m.pglite}${m.postgres ? `; ${m.postgres}` : ""}. ` +
    `Load average when the run began: ${m.loadAtStart} (anything else running on the machine shows in every figure).`
  );
}

function targetTable(run: BenchRun, target: TargetResult): string {
  const smallest = smallestOf(run, target);
  const scaleColumn = smallest && smallest !== target ? `p50 vs ${smallest.label}` : "p50 vs smallest";
  const rows = [
    `| endpoint | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | queries | raw SQL p50 ms | floors p50 ms | API / floors | ${scaleColumn} | targets |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
    `| HTTP floor: \`GET /api/session\` | ${target.session.rps.toFixed(0)} | ${ms(target.session.latency.p50)} | ${ms(target.session.latency.p95)} | ${ms(target.session.latency.p99)} | ${cpu(target.session)} | ${target.session.queries} (${target.session.queriesOnMiss} on a cache miss) | | | | | |`,
  ];
  for (const endpoint of target.endpoints) {
    const v = judgeEndpoint(target, endpoint, smallest);
    const failed = endpoint.api.failures > 0 ? ` (${endpoint.api.failures} failed answers)` : "";
    const verdicts = [
      `floors ${mark(v.floorOk)}`,
      `p99 ${mark(v.p99Ok)}`,
      ...(v.scaleOk === undefined ? [] : [`scale ${mark(v.scaleOk)}`]),
    ].join(", ");
    rows.push(
      `| ${endpoint.name} \`${endpoint.path}\`${failed} | ${endpoint.api.rps.toFixed(0)} | ${ms(endpoint.api.latency.p50)} | ${ms(endpoint.api.latency.p95)} | ${ms(endpoint.api.latency.p99)} | ${cpu(endpoint.api)} | ${endpoint.queries} | ${ms(endpoint.raw.latency.p50)} | ${ms(floorOf(target, endpoint))} | ${v.floorRatio.toFixed(2)} | ${v.scale === undefined ? "" : `${v.scale.toFixed(2)}×`} | ${verdicts} |`,
    );
  }
  if (target.scanToLine) {
    const s = target.scanToLine;
    const failed = s.failures > 0 ? ` (${s.failures} failed answers)` : "";
    rows.push(
      `| scan-to-line: \`GET /api/products?search=<barcode>&pageSize=8\` + \`POST /api/orders/:id/parts\`, 1 connection${failed} | ${s.rps.toFixed(0)} | ${ms(s.latency.p50)} | ${ms(s.latency.p95)} | ${ms(s.latency.p99)} | ${cpu(s)} | | | | | | p95 ${mark(s.latency.p95 < TARGETS.scanToLineP95Ms && s.failures === 0)} |`,
    );
  }
  for (const s of target.signIn) {
    const verdict =
      s.connections === 1
        ? `p95 ${mark(s.latency.p95 < TARGETS.signInP95Ms && s.failures === 0)}`
        : "burst: capacity only";
    const failed = s.failures > 0 ? ` (${s.failures} failed answers)` : "";
    rows.push(
      `| sign-in, ${s.connections} connection${s.connections === 1 ? "" : "s"}${failed} | ${s.rps.toFixed(0)} | ${ms(s.latency.p50)} | ${ms(s.latency.p95)} | ${ms(s.latency.p99)} | ${cpu(s)} | | | | | | ${verdict} |`,
    );
  }
  const rss = (mb: number | null) =>
    mb === null ? "not measured (no /proc)" : `${mb.toFixed(0)} MB (${mark(mb < TARGETS.rssMb)})`;
  const memory = `Server peak RSS: ${rss(target.peakRssMb.reads)} from start-up through the read endpoints, ${rss(target.peakRssMb.signIn)} during the sign-in runs.`;
  const start = `Start-up of the measured server (what \`npm start\` runs, on this existing database, the build present): ${target.startSeconds.toFixed(1)} s (${mark(target.startSeconds < TARGETS.startSeconds)}).`;
  const backup = `The day's backup, made before the load by a server of its own: ${target.backup.seconds.toFixed(1)} s, that server's peak RSS ${rss(target.backup.peakRssMb)}.`;
  return [`### ${ENGINE_NAMES[target.engine]}, ${target.label} orders`, "", ...rows, "", start, memory, backup].join(
    "\n",
  );
}

export function renderApiSection(run: BenchRun): string {
  const ordered = [...run.targets].sort((a, b) => b.engine.localeCompare(a.engine) || a.orders - b.orders);
  return [
    `## API benchmark`,
    "",
    `Measured ${run.date} with \`${run.command}\`: ${run.connections} connections, ${run.duration} s per endpoint after 1 s of warm-up.`,
    "",
    machineLine(run.machine),
    "",
    `Targets: API p50 ≤ ${TARGETS.floorRatio}× (HTTP floor p50 + raw SQL p50), p99 < ${TARGETS.p99Ms} ms, p50 at the largest size ≤ ${TARGETS.scaleRatio}× ` +
      `the smallest's, sign-in p95 < ${TARGETS.signInP95Ms} ms, scan-to-line p95 < ${TARGETS.scanToLineP95Ms} ms, server RSS < ${TARGETS.rssMb} MB, start-up < ${TARGETS.startSeconds} s. Issue 7 sets them for PostgreSQL; PGlite is judged the same way for comparison.`,
    "",
    ...ordered.flatMap((t) => [targetTable(run, t), ""]),
  ].join("\n");
}

/**
 * Writes the API section of the page and nothing else: the page is created (with every section)
 * when missing, and the markers are added at its end when only the page audit's are there.
 */
export function writeApiSection(file: string, run: BenchRun) {
  let page = readPage(file);
  if (!page.includes(API_START)) page = `${page.trimEnd()}\n\n${API_START}\n${API_END}\n`;
  writeFileSync(file, replaceSection(page, API_START, API_END, renderApiSection(run)));
}
