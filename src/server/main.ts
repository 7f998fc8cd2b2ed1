import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { multiplyLimits } from "../shared/rate-limits";
import { SECURITY_SETTINGS } from "../shared/security-level";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureAdmin, isEmpty, seedDemo } from "./db/seed";
import { EnvError, readEnv } from "./env";
import { startScheduledJobs } from "./jobs";
import { resolveAuthSecret } from "./secret";
import { shutDownOnSignals } from "./shutdown";
import { trustedOrigins } from "./trusted-origins";

// env → db → migrate → seed → listen → jobs; a graceful stop on SIGTERM/SIGINT
async function main() {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();

  const secret = resolveAuthSecret(env);
  const security = SECURITY_SETTINGS[env.SECURITY_LEVEL];
  const auth = createAuth({ db: database.db, secret, baseURL: env.APP_URL, trustedOrigins: trustedOrigins(env), sessionDays: security.sessionDays });

  // Demo data goes into an empty embedded database by default; into a Postgres server only when asked.
  const seedDemoData = (env.SEED_DEMO ?? !env.DATABASE_URL) && (await isEmpty(database.db));
  if (seedDemoData) await seedDemo(database.db, auth, env.APP_TIMEZONE);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(database.db, auth, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });

  const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));
  // Sign-in attempts are counted per account and address, which test suites never share: they keep
  // the level's figure, so the lockout itself stays testable on a test server.
  const limits = { ...multiplyLimits(security.limits, env.RATE_LIMIT_MULTIPLIER), login: security.limits.login };
  const app = createApp({ database, env, auth, secret, limits, clock: () => new Date(), webRoot });
  // serve() without server options makes a plain node:http server.
  const server = serve({ fetch: app.fetch, port: env.PORT }, () => {
    console.log(`Bancada on ${env.APP_URL} (database: ${database.engine === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`);
    if (seedDemoData) {
      console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
      for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(8)} ${a.email}`);
    }
    if (env.ADMIN_EMAIL) console.log(`Admin: ${env.ADMIN_EMAIL}`);
  }) as Server;

  const stopJobs = startScheduledJobs({ database, env, clock: () => new Date() });
  shutDownOnSignals({ server, stopJobs, database });
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
