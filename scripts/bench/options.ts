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
  /** With --soak: minutes of mixed reads and writes on PostgreSQL at 1k orders, instead of the per-endpoint runs. */
  soakMinutes?: number;
}

export const USAGE =
  "usage: npm run bench -- [--engines pglite,postgres] [--sizes 1000,100000] [--duration 10] [--connections 10] [--reuse]\n" +
  "       npm run bench -- --soak [--soak-minutes 10] [--connections 50] [--reuse]   (PostgreSQL only)";

/** The soak's size: the 1k-orders database of the per-endpoint runs. */
export const SOAK_ORDERS = 1000;

/** The command line and the environment (BENCH_DATABASE_URL, else TEST_DATABASE_URL) → what to run. */
export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: "string" },
      sizes: { type: "string" },
      duration: { type: "string", default: "10" },
      connections: { type: "string" },
      reuse: { type: "boolean", default: false },
      soak: { type: "boolean", default: false },
      "soak-minutes": { type: "string" },
    },
  });
  const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  if (values["soak-minutes"] !== undefined && !values.soak) throw new Error("--soak-minutes goes with --soak");
  if (values.soak) {
    if (!postgresUrl)
      throw new Error("the soak runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server");
    if (values.engines !== undefined || values.sizes !== undefined)
      throw new Error(`the soak runs PostgreSQL at ${SOAK_ORDERS} orders: --engines and --sizes do not apply`);
  }
  const engines = values.soak
    ? ["postgres"]
    : values.engines
      ? values.engines.split(",").map((e) => e.trim())
      : postgresUrl
        ? [...ENGINES]
        : ["pglite"];
  for (const engine of engines) {
    if (!(ENGINES as readonly string[]).includes(engine))
      throw new Error(`unknown engine "${engine}"; use ${ENGINES.join(" or ")}`);
    if (engine === "postgres" && !postgresUrl)
      throw new Error("the postgres engine needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  }
  const sizes = values.soak ? [SOAK_ORDERS] : (values.sizes ?? "1000,100000").split(",").map((s) => Number(s.trim()));
  if (sizes.some((s) => !Number.isInteger(s) || s < 1))
    throw new Error(`--sizes takes whole numbers of orders, such as 1000,100000`);
  const duration = Number(values.duration);
  const connections = Number(values.connections ?? (values.soak ? "50" : "10"));
  if (!(duration > 0) || !Number.isInteger(connections) || connections < 1)
    throw new Error("--duration takes seconds and --connections a whole number");
  const soakMinutes = values.soak ? Number(values["soak-minutes"] ?? "10") : undefined;
  if (soakMinutes !== undefined && !(soakMinutes > 0))
    throw new Error("--soak-minutes takes a number of minutes, such as 10");
  return { engines: engines as Engine[], sizes, duration, connections, reuse: values.reuse, postgresUrl, soakMinutes };
}
