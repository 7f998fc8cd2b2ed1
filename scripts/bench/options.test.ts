import { describe, expect, it } from "vitest";
import { parseBenchOptions } from "./options";

describe("parseBenchOptions", () => {
  it("runs PGlite alone at both sizes when no Postgres server is named", () => {
    expect(parseBenchOptions([], {})).toEqual({
      engines: ["pglite"],
      sizes: [1000, 100000],
      duration: 10,
      connections: 10,
      reuse: false,
      postgresUrl: undefined,
    });
  });

  it("adds Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, the first winning", () => {
    expect(parseBenchOptions([], { TEST_DATABASE_URL: "postgres://t" })).toMatchObject({
      engines: ["pglite", "postgres"],
      postgresUrl: "postgres://t",
    });
    expect(
      parseBenchOptions([], { BENCH_DATABASE_URL: "postgres://b", TEST_DATABASE_URL: "postgres://t" }).postgresUrl,
    ).toBe("postgres://b");
  });

  it("takes a subset of engines and sizes, a duration and the reuse flag", () => {
    const options = parseBenchOptions(["--engines", "postgres", "--sizes", "1000", "--duration", "2.5", "--reuse"], {
      TEST_DATABASE_URL: "postgres://t",
    });
    expect(options).toMatchObject({ engines: ["postgres"], sizes: [1000], duration: 2.5, reuse: true });
  });

  it("refuses an unknown engine, Postgres without a server, and sizes that are not whole numbers", () => {
    expect(() => parseBenchOptions(["--engines", "mysql"], {})).toThrow(/unknown engine/);
    expect(() => parseBenchOptions(["--engines", "postgres"], {})).toThrow(/BENCH_DATABASE_URL/);
    expect(() => parseBenchOptions(["--sizes", "1k"], {})).toThrow(/--sizes/);
  });

  it("runs the soak on PostgreSQL at 1k orders, 10 minutes at 50 connections unless told otherwise", () => {
    const env = { TEST_DATABASE_URL: "postgres://t" };
    expect(parseBenchOptions(["--soak"], env)).toMatchObject({
      engines: ["postgres"],
      sizes: [1000],
      connections: 50,
      soakMinutes: 10,
      reuse: false,
    });
    expect(parseBenchOptions(["--soak", "--soak-minutes", "1", "--connections", "20", "--reuse"], env)).toMatchObject({
      connections: 20,
      soakMinutes: 1,
      reuse: true,
    });
    expect(parseBenchOptions([], env).soakMinutes).toBeUndefined();
  });

  it("refuses a soak without a Postgres server, with engines or sizes, or minutes without --soak", () => {
    expect(() => parseBenchOptions(["--soak"], {})).toThrow(/the soak runs on PostgreSQL: set BENCH_DATABASE_URL/);
    expect(() => parseBenchOptions(["--soak", "--engines", "pglite"], { TEST_DATABASE_URL: "postgres://t" })).toThrow(
      /--engines and --sizes do not apply/,
    );
    expect(() => parseBenchOptions(["--soak", "--soak-minutes", "0"], { TEST_DATABASE_URL: "postgres://t" })).toThrow(
      /--soak-minutes/,
    );
    expect(() => parseBenchOptions(["--soak-minutes", "5"], { TEST_DATABASE_URL: "postgres://t" })).toThrow(
      /goes with --soak/,
    );
  });
});
