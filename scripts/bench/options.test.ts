import { describe, expect, it } from "vitest";
import { parseBenchOptions } from "./options";

describe("parseBenchOptions", () => {
  it("runs PGlite alone at both sizes when no Postgres server is named", () => {
    expect(parseBenchOptions([], {})).toEqual({ engines: ["pglite"], sizes: [1000, 100000], duration: 10, connections: 10, reuse: false, postgresUrl: undefined });
  });

  it("adds Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, the first winning", () => {
    expect(parseBenchOptions([], { TEST_DATABASE_URL: "postgres://t" })).toMatchObject({ engines: ["pglite", "postgres"], postgresUrl: "postgres://t" });
    expect(parseBenchOptions([], { BENCH_DATABASE_URL: "postgres://b", TEST_DATABASE_URL: "postgres://t" }).postgresUrl).toBe("postgres://b");
  });

  it("takes a subset of engines and sizes, a duration and the reuse flag", () => {
    const options = parseBenchOptions(["--engines", "postgres", "--sizes", "1000", "--duration", "2.5", "--reuse"], { TEST_DATABASE_URL: "postgres://t" });
    expect(options).toMatchObject({ engines: ["postgres"], sizes: [1000], duration: 2.5, reuse: true });
  });

  it("refuses an unknown engine, Postgres without a server, and sizes that are not whole numbers", () => {
    expect(() => parseBenchOptions(["--engines", "mysql"], {})).toThrow(/unknown engine/);
    expect(() => parseBenchOptions(["--engines", "postgres"], {})).toThrow(/BENCH_DATABASE_URL/);
    expect(() => parseBenchOptions(["--sizes", "1k"], {})).toThrow(/--sizes/);
  });
});
