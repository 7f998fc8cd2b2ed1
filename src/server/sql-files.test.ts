import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The server's source files (tests aside), as paths from the repository's root. */
function serverSources(): string[] {
  return readdirSync(join(ROOT, "src/server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join("src/server", file));
}

/** A value import of Drizzle or of the schema's tables: what writing a query takes (a type alone does not). */
const QUERY_IMPORT =
  /^import (?!type )[^;]*? from "(drizzle-orm(\/[^"]*)?|@server\/db\/schema\/[^"]+|\.\/schema\/[^"]+)";/m;

/**
 * Where SQL may live (docs/ARCHITECTURE.md): services and the queries they compose, the database's own
 * folder (schema, client, migrations, seeds), and test code (fixtures seed through the tables).
 */
function mayHoldSql(file: string): boolean {
  return (
    /\.(service|queries)\.ts$/.test(file) ||
    file.startsWith("src/server/db/") ||
    file.startsWith("src/server/test/") ||
    file.endsWith("-fixture.ts")
  );
}

describe("SQL in the server", () => {
  it("lives in *.service.ts and *.queries.ts files (and db/) only", () => {
    const elsewhere = serverSources().filter(
      (file) => !mayHoldSql(file) && QUERY_IMPORT.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });

  it("is found by the check: a file that imports Drizzle or a table is seen", () => {
    expect(QUERY_IMPORT.test(`import { eq } from "drizzle-orm";`)).toBe(true);
    expect(QUERY_IMPORT.test(`import {\n  orders,\n} from "@server/db/schema/shop";`)).toBe(true);
    expect(QUERY_IMPORT.test(`import type { SQL } from "drizzle-orm";`)).toBe(false);
    expect(QUERY_IMPORT.test(`import type { Db } from "@server/db/client";`)).toBe(false);
  });
});
