import { parseArgs } from "node:util";

export const ENGINES = ["pglite", "postgres"] as const;
export type Engine = (typeof ENGINES)[number];

export interface BenchOptions {
  engines: Engine[];
  sizes: number[];
  /** Seconds of load per endpoint (and per raw-SQL floor). */
  duration: number;
  connections: number;
  /** Keep a database the bench seeded before at the same size instead of seeding it again. */
  reuse: boolean;
  /** The Postgres server the bench creates its databases on, when there is one. */
  postgresUrl?: string;
}

export const USAGE =
  "usage: npm run bench -- [--engines pglite,postgres] [--sizes 1000,100000] [--duration 10] [--connections 10] [--reuse]";

/** The command line and the environment (BENCH_DATABASE_URL, else TEST_DATABASE_URL) → what to run. */
export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: "string" },
      sizes: { type: "string", default: "1000,100000" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      reuse: { type: "boolean", default: false },
    },
  });
  const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  const engines = values.engines ? values.engines.split(",").map((e) => e.trim()) : postgresUrl ? [...ENGINES] : ["pglite"];
  for (const engine of engines) {
    if (!(ENGINES as readonly string[]).includes(engine)) throw new Error(`unknown engine "${engine}"; use ${ENGINES.join(" or ")}`);
    if (engine === "postgres" && !postgresUrl) throw new Error("the postgres engine needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  }
  const sizes = values.sizes.split(",").map((s) => Number(s.trim()));
  if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`--sizes takes whole numbers of orders, such as 1000,100000`);
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) throw new Error("--duration takes seconds and --connections a whole number");
  return { engines: engines as Engine[], sizes, duration, connections, reuse: values.reuse, postgresUrl };
}
