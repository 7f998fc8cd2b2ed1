import lighthouse, { type Result } from "lighthouse";

export interface PageRun {
  performance: number;
  accessibility: number;
  /** Scripts the page loaded. */
  scripts: string[];
  /** The accessibility audits that failed, by id: what to fix. */
  failedAccessibility: string[];
  /** Largest Contentful Paint and Total Blocking Time, in ms: what a low score comes from, mostly. */
  lcp: number;
  tbt: number;
  lighthouseVersion: string;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function loadedScripts(lhr: Result): string[] {
  const details = lhr.audits["network-requests"]?.details;
  const items = details?.type === "table" ? details.items : [];
  return items
    .filter((item) => item.resourceType === "Script" && typeof item.url === "string")
    .map((item) => item.url as string);
}

function failedAccessibility(lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
}

/**
 * One Lighthouse navigation with its default config (mobile, simulated throttling) in the browser
 * listening on `chromePort`; `cookie` signs the page in.
 */
export async function auditPage(url: string, chromePort: number, cookie?: string): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    scripts: loadedScripts(lhr),
    failedAccessibility: failedAccessibility(lhr),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
