import { writeFileSync } from "node:fs";
import type { Machine } from "./machine";
import { machineLine, mark, ms, readPage, replaceSection, SOAK_END, SOAK_START, WEB_START } from "./report";
import type { RssSample, SoakResult } from "./soak";

/** The soak's targets (issue 12). */
export const SOAK_TARGETS = {
  failures: 0,
  /** RSS in the middle and at the end at most this far from the reading after the warm-up. */
  rssDrift: 0.1,
  // A minute: under this load V8 grows its heap for the first 15–30 s and its first major collection
  // (at about 35 s) gives much of it back; a reading inside that would judge the collector, not a leak.
  warmupSeconds: 60,
};

export interface SoakRun {
  date: string;
  command: string;
  minutes: number;
  label: string;
  machine: Machine;
  result: SoakResult;
}

export interface RssReadings {
  start: RssSample;
  middle: RssSample;
  end: RssSample;
  /** The larger of |middle − start| and |end − start|, as a fraction of start. */
  drift: number;
  flat: boolean;
}

/**
 * The readings at the end of the warm-up, in the middle of the run and at its end (the nearest
 * samples). The warm-up is a minute, or a quarter of a shorter run, so a short one still has three
 * distinct readings.
 */
export function rssReadings(samples: RssSample[], seconds: number): RssReadings | undefined {
  if (samples.length === 0) return undefined;
  const nearest = (at: number) =>
    samples.reduce((best, s) => (Math.abs(s.seconds - at) < Math.abs(best.seconds - at) ? s : best));
  const start = nearest(Math.min(SOAK_TARGETS.warmupSeconds, seconds / 4));
  const middle = nearest(seconds / 2);
  const end = samples.at(-1)!;
  const drift = Math.max(Math.abs(middle.mb - start.mb), Math.abs(end.mb - start.mb)) / start.mb;
  return { start, middle, end, drift, flat: drift <= SOAK_TARGETS.rssDrift };
}

const at = (sample: RssSample) =>
  sample.seconds < 90 ? `${sample.seconds.toFixed(0)} s` : `${(sample.seconds / 60).toFixed(1)} min`;
const percent = (fraction: number) => `${fraction >= 0 ? "+" : "−"}${Math.abs(fraction * 100).toFixed(1)} %`;
const byCount = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, n]) => `${key} ${n}`)
    .join(", ");

function rssRows(result: SoakResult): string[] {
  const readings = rssReadings(result.rss, result.seconds);
  if (!readings) return ["| server RSS | not measured (no /proc) | |"];
  const { start, middle, end } = readings;
  const row = (label: string, sample: RssSample) => {
    const change = (sample.mb - start.mb) / start.mb;
    return `| server RSS ${label}, at ${at(sample)} | ${sample.mb.toFixed(0)} MB (${percent(change)}) | ${mark(Math.abs(change) <= SOAK_TARGETS.rssDrift)} |`;
  };
  return [
    `| server RSS after the warm-up, at ${at(start)} | ${start.mb.toFixed(0)} MB | |`,
    row("in the middle", middle),
    row("at the end", end),
  ];
}

export function renderSoakSection(run: SoakRun): string {
  const r = run.result;
  const after = rssReadings(r.rss, r.seconds);
  const settled = after ? r.rss.filter((s) => s.seconds >= after.start.seconds).map((s) => s.mb) : [];
  const warming = after ? r.rss.filter((s) => s.seconds < after.start.seconds).map((s) => s.mb) : [];
  const logged = Object.values(r.logLines).reduce((sum, n) => sum + n, 0);
  const writes = r.steps.filter((s) => s.write).reduce((sum, s) => sum + s.share, 0);
  return [
    "## Soak",
    "",
    `Measured ${run.date} with \`${run.command}\`: ${run.minutes} min of mixed reads and writes (${Math.round(writes * 100)} % writes) at ${r.connections} connections ` +
      `on PostgreSQL, ${run.label} orders, signed in as an admin. One server as \`npm start\` runs it, logging at its default level (info), ` +
      "with the per-address limits lifted: the soak measures the server, not its limits.",
    "",
    machineLine(run.machine),
    "",
    `Targets: ${SOAK_TARGETS.failures} failed answers (not 2xx, connection errors, timeouts); server RSS in the middle and at the end within ` +
      `${SOAK_TARGETS.rssDrift * 100} % of its reading after the warm-up.`,
    "",
    "| figure | value | target |",
    "|---|--:|---|",
    `| requests | ${r.requests} (${r.rps.toFixed(0)} req/s over ${r.seconds.toFixed(0)} s) | |`,
    `| answers not 2xx | ${r.non2xx} | ${mark(r.non2xx <= SOAK_TARGETS.failures)} |`,
    `| connection errors | ${r.errors} (${r.timeouts} of them timeouts) | ${mark(r.errors <= SOAK_TARGETS.failures)} |`,
    `| latency p50 | ${ms(r.latency.p50)} ms | |`,
    `| latency p99 | ${ms(r.latency.p99)} ms | |`,
    ...rssRows(r),
    `| server log lines, start-up to the end of the load | ${logged}${logged ? ` (${byCount(r.logLines)})` : ""} | |`,
    "",
    ...(settled.length
      ? [
          `The server's RSS was read every few seconds: ${warming.length ? `during the warm-up it peaked at ${Math.max(...warming).toFixed(0)} MB; ` : ""}after it, it stayed between ${Math.min(...settled).toFixed(0)} and ${Math.max(...settled).toFixed(0)} MB.`,
          "",
        ]
      : []),
    "| request | share of each cycle | answers | not 2xx |",
    "|---|--:|--:|---|",
    ...r.steps.map((s) => {
      const failed = Object.values(s.failedByStatus).reduce((sum, n) => sum + n, 0);
      return `| \`${s.name}\`${s.write ? " (write)" : ""} | ${(s.share * 100).toFixed(0)} % | ${s.answers} | ${failed ? `${failed} (${byCount(s.failedByStatus)})` : "0"} |`;
    }),
  ].join("\n");
}

/**
 * Puts the soak's markers on a page that has none: after the API section and the hand-written notes
 * that follow it ("the section above"), so before the page audit's section, or at the end.
 */
export function withSoakMarkers(page: string): string {
  if (page.includes(SOAK_START)) return page;
  const web = page.indexOf(WEB_START);
  if (web < 0) return `${page.trimEnd()}\n\n${SOAK_START}\n${SOAK_END}\n`;
  return `${page.slice(0, web)}${SOAK_START}\n${SOAK_END}\n\n${page.slice(web)}`;
}

/** Writes the soak's section of the page and nothing else. */
export function writeSoakSection(file: string, run: SoakRun) {
  writeFileSync(file, replaceSection(withSoakMarkers(readPage(file)), SOAK_START, SOAK_END, renderSoakSection(run)));
}
