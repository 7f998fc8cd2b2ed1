import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import { isWebBuildCurrent } from "../web-build-stamp";
import { gzipSize, JS_BUDGETS } from "./web/budgets";
import { auditPage, type PageRun } from "./web/lighthouse-run";
import { loadNow, missesOf, renderWebSection, writeWebSection, type PageResult } from "./web/report";
import { signIn, startServer } from "./web/server";

// npm run bench:web — the page budgets of issue 7 (docs/decisions/018): the JavaScript each page
// loads and its Lighthouse mobile scores, written to docs/performance.md. Exits 1 when a page misses one.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// Simulated throttling still depends on how fast this (shared) machine runs the page: the median of
// three, after one run that is not counted (the server's first answers pay for its warm-up).
const RUNS = 3;

const PAGES = [
  { name: "login", path: "/auth", signedIn: false },
  { name: "dashboard", path: "/", signedIn: true },
  { name: "orders", path: "/orders", signedIn: true },
  { name: "new order form", path: "/orders/new", signedIn: true },
  // The repair workflow's screens (issue 14): an order with its timeline, and the agenda.
  { name: "order page", path: "/orders/:id", signedIn: true },
  { name: "agenda", path: "/agenda", signedIn: true },
  // The customer's tracking link (issue 16), opened with no account.
  { name: "tracking link", path: "/acompanhar/:token", signedIn: false },
] as const;

/** The newest demo order's id, for the order page's address. */
async function firstOrderId(serverUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/orders`, { headers: { cookie } });
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error("the demo shop has no order");
  return items[0].id;
}

/** The newest order's public tracking link, as staff read it to print or send. */
async function trackingPath(serverUrl: string, cookie: string, orderId: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/orders/${orderId}/tracking`, { headers: { cookie } });
  const { url } = (await response.json()) as { url: string | null };
  if (!url) throw new Error("the demo order has no tracking link");
  return new URL(url).pathname;
}

const log = (message: string) => console.error(`[bench:web] ${message}`);

/** Gzip bytes of the scripts a run loaded, each fetched once from the server. */
async function javaScriptOf(urls: string[], sizes: Map<string, number>): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    if (!sizes.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      sizes.set(url, gzipSize(new Uint8Array(await response.arrayBuffer())));
    }
    total += sizes.get(url) ?? 0;
  }
  return total;
}

async function main() {
  // As `npm start` does: a missing build, or one made from other sources, would measure the wrong app.
  if (!isWebBuildCurrent()) {
    log("dist/web is missing or older than its sources: building it");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  }
  const loadAtStart = loadNow();
  const server = await startServer(ROOT);
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const pages: PageResult[] = [];
  let lighthouseVersion = "";
  try {
    const cookie = await signIn(server.url);
    const sizes = new Map<string, number>();
    const orderId = await firstOrderId(server.url, cookie);
    const tracking = await trackingPath(server.url, cookie, orderId);
    for (const page of PAGES) {
      const path = page.path === "/acompanhar/:token" ? tracking : page.path.replace(":id", orderId);
      const url = `${server.url}${path}`;
      const pageCookie = page.signedIn ? cookie : undefined;
      await auditPage(url, chrome.port, pageCookie);
      const runs: PageRun[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const run = await auditPage(url, chrome.port, pageCookie);
        log(`${page.path} run ${i}: performance ${run.performance}, accessibility ${run.accessibility}`);
        runs.push(run);
      }
      const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)];
      if (!middle) throw new Error(`no Lighthouse run of ${page.path}`);
      lighthouseVersion = middle.lighthouseVersion;
      pages.push({
        name: page.name,
        path: page.path,
        javaScript: await javaScriptOf(middle.scripts, sizes),
        budget: (JS_BUDGETS as Record<string, number>)[page.path],
        performance: runs.map((run) => run.performance),
        accessibility: middle.accessibility,
        failedAccessibility: middle.failedAccessibility,
        lcp: middle.lcp,
        tbt: middle.tbt,
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const section = renderWebSection(pages, { runs: RUNS, chromePath: CHROME_PATH, lighthouseVersion, loadAtStart });
  writeWebSection(`${ROOT}/docs/performance.md`, section);
  console.log(`${section}\n\nWritten to docs/performance.md.`);
  const missed = pages.some((page) => missesOf(page).length > 0);
  if (missed) process.exitCode = 1;
}

await main();
