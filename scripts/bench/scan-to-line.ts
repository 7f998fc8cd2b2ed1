import type { Product } from "@shared/stock-types";
import type { Page } from "@shared/paging";
import type { BenchFixture } from "./endpoints";
import { sessionCsrf, writeHeaders, type Fetcher } from "./http-session";
import type { LoadResult } from "./load";
import { scanSearchPath } from "./stock-endpoints";
import { summarize } from "./stats";

/** Rounds before the measured ones: JIT, plan caches, the database's buffers. */
const WARMUP_ROUNDS = 20;

/**
 * What a técnico at the counter waits for between a USB scan + Enter and the part on the order
 * (src/web/features/orders/parts/add-part-dialog.tsx): the catalog asked for the scanned code (eight
 * active matches), the exact match picked, and the part added to an open order (one unit, the
 * catalog's price), as one sample. The line is then removed (its unit goes back to stock) outside the
 * measured time, so the rounds can repeat on the same part and order. One person scanning: one
 * connection, one round after another.
 */
export async function measureScanToLine(options: {
  fetcher: Fetcher;
  origin: string;
  cookie: string;
  fixture: BenchFixture;
  rounds: number;
  serverCpuSeconds?: () => number | null;
}): Promise<LoadResult> {
  const { fetcher, origin, cookie, fixture } = options;
  const headers = writeHeaders(origin, cookie, await sessionCsrf(fetcher, cookie));
  const partsPath = `/api/orders/${fixture.openOrderId}/parts`;
  let failures = 0;
  const round = async () => {
    const started = performance.now();
    const found = await fetcher(scanSearchPath(fixture), { headers: { cookie } });
    const page = (await found.json()) as Page<Product>;
    const part = page.items.find((p) => p.barcode === fixture.part.barcode);
    if (!found.ok || !part) throw new Error(`the scan found no part (${found.status})`);
    const added = await fetcher(partsPath, {
      method: "POST",
      headers,
      body: JSON.stringify({ productId: part.id, quantity: 1, discountType: "porcentagem", discountValue: 0 }),
    });
    const line = (await added.json()) as { id: string };
    const ms = performance.now() - started;
    if (added.status !== 201) {
      failures++;
      return ms;
    }
    const removed = await fetcher(`${partsPath}/${line.id}`, { method: "DELETE", headers });
    if (removed.status !== 204) throw new Error(`removing the line answered ${removed.status}`);
    return ms;
  };
  for (let i = 0; i < WARMUP_ROUNDS; i++) await round();
  failures = 0;
  const latencies: number[] = [];
  const cpuBefore = options.serverCpuSeconds?.();
  const started = performance.now();
  for (let i = 0; i < options.rounds; i++) latencies.push(await round());
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = options.serverCpuSeconds?.();
  return {
    // Rounds a second, the removals included: what one person could scan, not what the server could take.
    rps: options.rounds / seconds,
    latency: summarize(latencies),
    failures,
    cpuMsPerRequest:
      cpuBefore != null && cpuAfter != null ? ((cpuAfter - cpuBefore) * 1000) / options.rounds : undefined,
  };
}
