import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join(folder, file));
}

/** Drizzle's `.update(orders)…set({ …status… })` up to its WHERE, or SQL's `update orders set … status`. */
function writesStatus(source: string): boolean {
  const drizzle = [...source.matchAll(/\.update\(orders\)([\s\S]*?)\.where\(/g)].some(([, set]) =>
    /\bstatus\b/.test(set!),
  );
  const sql = /update\s+("?orders"?|\$\{orders\})\s+set[^;]*\bstatus\b/i.test(source);
  return drizzle || sql;
}

// An order's status changes through moveOrder only (docs/decisions/036): what a move checks, records
// and tells, and what later hooks into it, cannot be skipped by a path of its own. Inserting a new
// order with its first status is not a move.
describe("orders.status", () => {
  it("is written in one place, the orders module's moveOrder", () => {
    const writers = [...sourceFiles("src/server"), ...sourceFiles("scripts")].filter((file) =>
      writesStatus(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(writers).toEqual(["src/server/modules/orders/move-order.service.ts"]);
  });
});
