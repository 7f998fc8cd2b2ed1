import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { LIGHTHOUSE_MINIMUM, PERFORMANCE_MINIMUM_OF } from "./budgets";

const START = "<!-- bench:web:start -->";
const END = "<!-- bench:web:end -->";

export interface PageResult {
  name: string;
  path: string;
  /** Gzip bytes of the scripts the median run loaded. */
  javaScript: number;
  budget: number | undefined;
  /** Every counted run's score, in run order. */
  performance: number[];
  accessibility: number;
  failedAccessibility: string[];
  /** Largest Contentful Paint and Total Blocking Time of the median run, in ms. */
  lcp: number;
  tbt: number;
}

interface RunInfo {
  runs: number;
  chromePath: string;
  lighthouseVersion: string;
  /** The 1-minute load average when the run began. */
  loadAtStart: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** What a page missed: its JavaScript budget, or a Lighthouse minimum. */
export function missesOf(page: PageResult): string[] {
  const misses: string[] = [];
  if (page.budget !== undefined && page.javaScript > page.budget)
    misses.push(`\`${page.path}\`: JavaScript ${kB(page.javaScript)}, over its ${kB(page.budget)} budget`);
  const performance = median(page.performance);
  const minimum = PERFORMANCE_MINIMUM_OF[page.path] ?? LIGHTHOUSE_MINIMUM.performance;
  if (performance < minimum) misses.push(`\`${page.path}\`: performance ${performance}, under ${minimum}`);
  if (page.accessibility < LIGHTHOUSE_MINIMUM.accessibility) {
    misses.push(
      `\`${page.path}\`: accessibility ${page.accessibility}, under ${LIGHTHOUSE_MINIMUM.accessibility} (${page.failedAccessibility.join(", ")})`,
    );
  }
  return misses;
}

export function renderWebSection(pages: PageResult[], info: RunInfo): string {
  // Debian's chromium wrapper prints a warning on stderr before the version.
  const chromium = execFileSync(info.chromePath, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
  const misses = pages.flatMap(missesOf);
  const rows = pages.map((page) => {
    const scores = `${median(page.performance)} (${Math.min(...page.performance)}–${Math.max(...page.performance)})`;
    const verdict = missesOf(page).length === 0 ? "pass" : "**miss**";
    return `| ${page.name} \`${page.path}\` | ${kB(page.javaScript)} | ${page.budget === undefined ? "" : kB(page.budget)} | ${scores} | ${(page.lcp / 1000).toFixed(1)} s | ${Math.round(page.tbt)} ms | ${page.accessibility} | ${verdict} |`;
  });
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  return [
    "## Web pages",
    "",
    `Measured ${date} UTC with \`npm run bench:web\`: Lighthouse ${info.lighthouseVersion} with its default mobile config (simulated slow 4G, 4× CPU slowdown) in ${chromium}, against the production build served by \`src/server/main.ts\` on a fresh embedded database with the demo data; signed in as admin@demo.local except on \`/auth\`.`,
    "",
    `Machine: ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GB RAM; Node ${process.version}. Load average when the run began: ${info.loadAtStart} (anything else running on the machine lowers the scores).`,
    "",
    `Each page ran ${info.runs} times after one uncounted warm-up run: performance is the median (the range in brackets); LCP, TBT and accessibility are the median run's. JavaScript is every script the page loaded, gzipped (1 kB = 1,000 bytes).`,
    "",
    `Targets (issue 7, docs/decisions/018): JavaScript within the budget; performance ≥ ${LIGHTHOUSE_MINIMUM.performance} (≥ 98 for the public tracking page, issue 16); accessibility ${LIGHTHOUSE_MINIMUM.accessibility}.`,
    "",
    "| page | JavaScript (gzip) | budget | performance | LCP | TBT | accessibility | targets |",
    "|---|--:|--:|--:|--:|--:|--:|---|",
    ...rows,
    "",
    misses.length === 0 ? "Every target was met." : `Missed:\n\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
  ].join("\n");
}

/** The 1-minute load average, for the report's account of the machine. */
export const loadNow = () => Number(loadavg()[0]?.toFixed(2) ?? Number.NaN);

/**
 * Puts `section` between this benchmark's markers in docs/performance.md, leaving the rest of the
 * file (the API benchmark writes its own section) as it is.
 */
export function writeWebSection(file: string, section: string): void {
  const block = `${START}\n${section.trim()}\n${END}`;
  if (!existsSync(file)) {
    writeFileSync(file, `# Performance\n\n<!-- bench:api:start -->\n<!-- bench:api:end -->\n\n${block}\n`);
    return;
  }
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END, start);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n${block}\n`,
  );
}
