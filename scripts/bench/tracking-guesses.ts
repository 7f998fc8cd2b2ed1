import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { multiplyLimits, RATE_LIMITS } from "@shared/rate-limits";
import { createApp } from "@server/app";
import { createAuth } from "@server/auth";
import { openDatabase } from "@server/db/client";
import { seedDemo } from "@server/db/seed";
import { orders } from "@server/db/schema/shop";
import { parseEnv } from "@server/env";
import { clientRecordAtSignUp } from "@server/modules/clients/customer-client.queries";
import { trackingLink } from "@server/modules/tracking/tracking.service";
import { trustedOrigins } from "@server/trusted-origins";
import { summarize } from "./stats";

// npm run bench:tracking — issue 16's "guessing tokens is hopeless and measured": how long the public
// page takes to answer a real link, a random guess, a guess one character off a real token, and
// garbage, in this process on an embedded database (docs/decisions/029). Unknown tokens of every kind
// should take the same time; only a real link does more work (it renders the order).

const ROUNDS = 400;
const ORIGIN = "http://localhost:3000";

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-bench-tracking-"));
  const secret = randomBytes(32).toString("base64");
  const env = parseEnv({ APP_URL: ORIGIN, DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret });
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const auth = createAuth({
      db: database.db,
      secret,
      baseURL: ORIGIN,
      trustedOrigins: trustedOrigins(env),
      sessionDays: 1,
      onCustomerCreated: (customer) => clientRecordAtSignUp(database.db, { ...customer, confirmEmails: false }),
    });
    await seedDemo(database.db, auth, env.APP_TIMEZONE);
    // The limit is what stops a guesser; lifted here so the answers themselves are timed.
    const limits = multiplyLimits(RATE_LIMITS, 1_000_000);
    const app = createApp({ database, storage: { bucket: null }, env, auth, secret, limits, clock: () => new Date() });
    const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, 1));
    const { url } = await trackingLink({ db: database.db, secret, appUrl: ORIGIN, orderId: order!.id });
    const real = new URL(url!).pathname.split("/")[2]!;
    const nearMiss = `${real.slice(0, -1)}${real.endsWith("A") ? "B" : "A"}`;
    const kinds: Record<string, () => string> = {
      "real link": () => real,
      "random 22-character guess": () => randomBytes(16).toString("base64url"),
      "one character off a real token": () => nearMiss,
      garbage: () => randomBytes(randomBytes(1)[0]! + 1).toString("hex"),
    };
    const times = new Map<string, number[]>(Object.keys(kinds).map((k) => [k, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, token] of Object.entries(kinds)) {
        const started = performance.now();
        const res = await app.request(
          `/acompanhar/${token()}`,
          {},
          { incoming: { socket: { remoteAddress: "10.0.0.1" } } },
        );
        await res.arrayBuffer();
        // The first rounds warm the code and the caches up.
        if (round >= 20) times.get(kind)!.push(performance.now() - started);
      }
    }
    console.log(`| token | median | p95 |\n| --- | --- | --- |`);
    for (const [kind, samples] of times) {
      const { p50, p95 } = summarize(samples);
      console.log(`| ${kind} | ${p50.toFixed(2)} ms | ${p95.toFixed(2)} ms |`);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
