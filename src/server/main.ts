import type { Server } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { multiplyLimits } from "@shared/rate-limits";
import { SECURITY_SETTINGS } from "@shared/security-level";
import { mailLinkSources } from "./api";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { type Database, openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureAdmin, isEmpty, seedDemo } from "./db/seed";
import { type Env, readEnv } from "./env";
import { startScheduledJobs } from "./jobs";
import { clientRecordAtSignUp } from "./modules/clients/customer-client.queries";
import { startMailDelivery } from "./modules/mail/delivery.service";
import { logger } from "./logger";
import { resolveAuthSecret } from "./secret";
import { fileStorage } from "./storage/file-storage";
import { shutDownOnSignals } from "./shutdown";
import { describeStartupFailure, type StartupPhase } from "./startup-failure";
import { trustedOrigins } from "./trusted-origins";

// A promise nobody awaited that fails (a library's background work while the database is away) is
// logged; by default Node would end the process over it.
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));

let env: Env | undefined;
let phase: StartupPhase = "database";
let database: Database | undefined;

// env → db → migrate → seed → listen → jobs; a graceful stop on SIGTERM/SIGINT
async function main() {
  env = readEnv();
  logger.level = env.LOG_LEVEL;
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();

  phase = "storage";
  const storage = fileStorage(env);
  await storage.bucket?.check();
  phase = "database";

  const secret = resolveAuthSecret(env);
  const security = SECURITY_SETTINGS[env.SECURITY_LEVEL];
  const { db } = database;
  const confirmEmails = Boolean(env.SMTP_URL);
  const auth = createAuth({
    db,
    secret,
    baseURL: env.APP_URL,
    trustedOrigins: trustedOrigins(env),
    sessionDays: security.sessionDays,
    onCustomerCreated: (customer) => clientRecordAtSignUp(db, { ...customer, confirmEmails }),
  });

  // Demo data goes into an empty embedded database by default; into a Postgres server only when asked.
  const seedDemoData = (env.SEED_DEMO ?? !env.DATABASE_URL) && (await isEmpty(database.db));
  if (seedDemoData) await seedDemo(database.db, auth, env.APP_TIMEZONE);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureAdmin(database.db, auth, {
      email: env.ADMIN_EMAIL,
      name: env.ADMIN_NAME,
      password: env.ADMIN_PASSWORD,
    });

  const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));
  // Sign-in attempts are counted per account and address, which test suites never share: they keep
  // the level's figure, so the lockout itself stays testable on a test server.
  const limits = { ...multiplyLimits(security.limits, env.RATE_LIMIT_MULTIPLIER), login: security.limits.login };
  let draining = false;
  const app = createApp({
    database,
    storage,
    env,
    auth,
    secret,
    limits,
    clock: () => new Date(),
    webRoot,
    draining: () => draining,
  });

  phase = "listen";
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  // An idle keep-alive connection is closed after 65 s, not Node's 5: a client (a proxy, a balancer, a
  // browser) that sends on it just as the server closes it gets a reset. Past the 60 s idle time of
  // common balancers, so they close first; headers may take as long.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await listen(server, env.PORT, env.HOST);
  logger.info(
    { url: env.APP_URL, host: env.HOST ?? "all interfaces", port: env.PORT, database: database.engine },
    `Bancada on ${env.APP_URL} (database: ${database.engine === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`,
  );
  if (seedDemoData) {
    const table = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(8)} ${a.email}`).join("\n");
    logger.info(`Demo accounts (password ${DEMO_PASSWORD}):\n${table}`);
  }
  if (env.ADMIN_EMAIL) logger.info({ email: env.ADMIN_EMAIL }, `Admin: ${env.ADMIN_EMAIL}`);

  if (storage.bucket)
    logger.info(
      { bucket: env.S3_BUCKET },
      `Files: photos, signatures and backups in bucket ${env.S3_BUCKET} of ${env.S3_ENDPOINT}`,
    );
  if (!env.SMTP_URL)
    logger.info("E-mail: SMTP_URL is not set; messages stay in the outbox, for the admin (Configurações > E-mails)");
  const stopScheduled = startScheduledJobs({ database, storage, env, clock: () => new Date() });
  const stopMail = startMailDelivery({
    database,
    env,
    sources: mailLinkSources({ secret, appUrl: env.APP_URL }),
    clock: () => new Date(),
  });
  const stopJobs = async () => {
    await Promise.all([stopScheduled(), stopMail()]);
  };
  shutDownOnSignals({
    server,
    stopJobs,
    database,
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    startDraining: () => {
      draining = true;
    },
  });
}

/** Resolves once the server listens; a port in use or a bad HOST rejects instead of crashing. */
function listen(server: Server, port: number, host: string | undefined): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

main().catch(async (error: unknown) => {
  logger.fatal(describeStartupFailure(error, phase, env));
  await database?.close().catch(() => undefined);
  process.exit(1);
});
