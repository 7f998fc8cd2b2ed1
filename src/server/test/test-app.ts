import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { RATE_LIMITS, type RateLimits } from "@shared/rate-limits";
import { mailLinkSources } from "@server/api";
import { createApp } from "@server/app";
import { createAuth } from "@server/auth";
import { type Database, openPostgres } from "@server/db/client";
import { parseEnv } from "@server/env";
import { logger } from "@server/logger";
import { fileStorage } from "@server/storage/file-storage";
import { clientRecordAtSignUp } from "@server/modules/clients/customer-client.queries";
import { trustedOrigins } from "@server/trusted-origins";
import { type Instance, testClient } from "./test-client";
import { openTestDatabase } from "./test-database";

const TEST_ORIGIN = "http://localhost:3000";
// A line per request would bury the test report; tests that read the logs capture them themselves.
logger.level = "silent";
const SECRET = "test-secret-that-is-long-enough-for-hmac-0123456789";

interface TestAppOptions {
  limits?: RateLimits;
  clock?: () => Date;
  /** The URL users open (APP_URL); https turns on secure cookies. */
  appUrl?: string;
  /** Postgres only: the app's connections go through this local port (test/fault-proxy.ts). */
  databasePort?: number;
  /** SMTP_URL: e-mail configured (a test SMTP server, test/smtp-server.ts). */
  smtpUrl?: string;
  /** When a reset request may answer; none by default, so tests do not wait for the real floor. */
  passwordResetFloor?: () => Promise<void>;
  /** A built web app to serve after the API and the pages (static-web.ts); none by default. */
  webRoot?: string;
  /** TRUST_PROXY as the operator writes it: the app stands behind proxies (docs/decisions/035). */
  trustProxy?: string;
  /** S3_* of a test bucket (test/s3-server.ts): files go to object storage. */
  s3?: Record<string, string>;
  /** Another test app's database: a second app on it, as after a restart with other settings. */
  database?: Database & { url?: string };
}

// Registered once per test file at import, so databases opened inside a test are closed (and dropped) too.
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** createApp() on its own database, closed after the file's tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase(options.databasePort));
  const origin = options.appUrl ?? TEST_ORIGIN;
  // A data folder of its own: backups of this app land there.
  const dataDir = mkdtempSync(join(tmpdir(), "bancada-api-"));
  const env = parseEnv({
    NODE_ENV: "test",
    APP_URL: origin,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: SECRET,
    SMTP_URL: options.smtpUrl,
    TRUST_PROXY: options.trustProxy,
    ...options.s3,
  });
  const storage = fileStorage(env);
  const confirmEmails = Boolean(env.SMTP_URL);
  const auth = createAuth({
    db: database.db,
    secret: SECRET,
    baseURL: env.APP_URL,
    trustedOrigins: trustedOrigins(env),
    sessionDays: 7,
    onCustomerCreated: (customer) => clientRecordAtSignUp(database.db, { ...customer, confirmEmails }),
  });
  const clock = options.clock ?? (() => new Date());
  const limits = options.limits ?? RATE_LIMITS;
  const passwordResetFloor = options.passwordResetFloor ?? (() => Promise.resolve());
  const app = createApp({
    database,
    storage,
    env,
    auth,
    secret: SECRET,
    limits,
    clock,
    passwordResetFloor,
    webRoot: options.webRoot,
  });
  // A database lent by another app is closed with it.
  if (!options.database) opened.push(database);

  /**
   * Another server instance on the same Postgres database (its own pool, auth and app), as when
   * several run behind a load balancer. Postgres only: PGlite is one process per data directory.
   */
  function secondInstance() {
    if (!database.url) throw new Error("a second instance needs the Postgres engine");
    const other = openPostgres(database.url, 4);
    opened.push(other);
    const otherAuth = createAuth({
      db: other.db,
      secret: SECRET,
      baseURL: env.APP_URL,
      trustedOrigins: trustedOrigins(env),
      sessionDays: 7,
      onCustomerCreated: (customer) => clientRecordAtSignUp(other.db, { ...customer, confirmEmails }),
    });
    return {
      app: createApp({
        database: other,
        storage,
        env,
        auth: otherAuth,
        secret: SECRET,
        limits,
        clock,
        passwordResetFloor,
      }),
      database: other,
    };
  }

  /** A browser-like client (test-client.ts) of this app, or of several instances in turn. */
  const client = (ip?: string, instances: Instance[] = [app]) => testClient({ origin, ip, instances });

  async function createUser(role: "admin" | "tecnico" | "cliente", password = "Senha@Forte1") {
    const email = `${role}-${randomUUID().slice(0, 8)}@teste.local`;
    await auth.api.createUser({ body: { email, password, name: `Usuário ${role}`, role } });
    return { email, password };
  }

  /** A client signed in as a new user of the given role. */
  async function signedIn(role: "admin" | "tecnico" | "cliente") {
    const account = await createUser(role);
    const c = client();
    const res = await c.signIn(account.email, account.password);
    if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
    return c;
  }

  // What the mail module's links resolve through, as the roots hand it over, for tests that deliver mail.
  const mailLinks = mailLinkSources({ secret: SECRET, appUrl: env.APP_URL });
  return {
    app,
    database,
    db: database.db,
    storage,
    auth,
    env,
    secret: SECRET,
    mailLinkSources: mailLinks,
    client,
    createUser,
    signedIn,
    secondInstance,
  };
}
