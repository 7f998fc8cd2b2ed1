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

/**
 * Drizzle's `.update(products)…set({ …quantity… })` up to its WHERE, an insert of products naming a
 * quantity, or SQL's `update products set … quantity`.
 */
function writesQuantity(source: string): boolean {
  const update = [...source.matchAll(/\.update\(products\)([\s\S]*?)\.where\(/g)].some(([, set]) =>
    /\bquantity\b/.test(set!),
  );
  const insert = [...source.matchAll(/\.insert\(products\)([\s\S]*?)(?:\.returning\(|;)/g)].some(([, values]) =>
    /\bquantity\b/.test(values ?? ""),
  );
  const sql = /update\s+("?products"?|\$\{products\})\s+set[^;]*\bquantity\b/i.test(source);
  return update || insert || sql;
}

// A product's quantity changes through moveStock only (docs/decisions/043): every unit in or out is
// explained by a ledger row written in the same transaction. A new product starts at the default zero.
describe("products.quantity", () => {
  it("is written in one place, the stock module's moveStock", () => {
    const writers = [...sourceFiles("src/server"), ...sourceFiles("scripts")].filter((file) =>
      writesQuantity(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(writers).toEqual(["src/server/modules/stock/stock-moves.service.ts"]);
  });

  it("is found by the check", () => {
    expect(writesQuantity("db.update(products).set({ quantity: 3 }).where(x)")).toBe(true);
    expect(writesQuantity("tx.insert(products).values({ name, quantity: 9 }).returning()")).toBe(true);
    expect(writesQuantity("tx.insert(products).values({ quantity: 9 });")).toBe(true);
    expect(writesQuantity("await sql`update products set quantity = 0`")).toBe(true);
    expect(writesQuantity("db.update(products).set({ name }).where(x)")).toBe(false);
  });
});
