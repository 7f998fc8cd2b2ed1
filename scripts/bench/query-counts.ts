import { RATE_LIMITS } from "@shared/rate-limits";
import { createApp } from "@server/app";
import { createAuth } from "@server/auth";
import { parseEnv } from "@server/env";
import { clientRecordAtSignUp } from "@server/modules/clients/customer-client.queries";
import { trustedOrigins } from "@server/trusted-origins";
import { SCALE_ADMIN, SCALE_PASSWORD } from "../seed-scale/accounts";
import type { BenchDriver } from "./driver";
import { signIn, type Fetcher } from "./http-session";

const ORIGIN = "http://localhost:3000";

export interface QueryCount {
  /** The first request after signing in (the session is looked up: the HTTP floor's cache miss). */
  first: number;
  /** Every request after: what the measured load sends. */
  steady: number;
}

/**
 * How many SQL statements one request sends, per path: createApp() in this process on a driver
 * that counts. The code is the production code, so the count is the server's on either engine; it
 * shows what the session floor touches and that no list loads its rows one query at a time.
 */
export async function countQueries(driver: BenchDriver, paths: string[]): Promise<Map<string, QueryCount>> {
  const env = parseEnv({
    APP_URL: ORIGIN,
    DATA_DIR: "/nonexistent",
    BETTER_AUTH_SECRET: "bench-query-count-secret-0123456789abcdef",
  });
  const secret = env.BETTER_AUTH_SECRET!;
  const auth = createAuth({
    db: driver.database.db,
    secret,
    baseURL: env.APP_URL,
    trustedOrigins: trustedOrigins(env),
    sessionDays: 1,
    onCustomerCreated: (customer) => clientRecordAtSignUp(driver.database.db, { ...customer, confirmEmails: false }),
  });
  const app = createApp({
    database: driver.database,
    storage: { bucket: null },
    env,
    auth,
    secret,
    limits: RATE_LIMITS,
    clock: () => new Date(),
  });
  const fetcher: Fetcher = async (path, init) =>
    app.request(path, init, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });

  const cookie = await signIn(fetcher, ORIGIN, { email: SCALE_ADMIN.email, password: SCALE_PASSWORD });
  const counts = new Map<string, QueryCount>();
  const measure = async (path: string) => {
    const before = driver.queryCount();
    const response = await fetcher(path, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path} answered ${response.status} in process`);
    await response.arrayBuffer();
    return driver.queryCount() - before;
  };
  for (const path of paths) {
    const first = await measure(path);
    counts.set(path, { first, steady: await measure(path) });
  }
  return counts;
}
