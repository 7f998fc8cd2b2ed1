import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { CSRF_HEADER } from "@shared/api-types";
import { RATE_LIMITS, type RateLimits } from "@shared/rate-limits";
import { mailLinkSources } from "@server/api";
import { createApp } from "@server/app";
import { createAuth } from "@server/auth";
import { type Database, openPostgres, PGLITE_OPTIONS, wrapPglite } from "@server/db/client";
import { parseEnv } from "@server/env";
import { logger } from "@server/logger";
import { clientRecordAtSignUp } from "@server/modules/clients/customer-client.queries";
import { trustedOrigins } from "@server/trusted-origins";
import { withDatabase } from "./global-setup";

const TEST_ORIGIN = "http://localhost:3000";
// A line per request would bury the test report; tests that read the logs capture them themselves.
logger.level = "silent";
const randomOctet = () => Math.floor(Math.random() * 254) + 1;
const SECRET = "test-secret-that-is-long-enough-for-hmac-0123456789";

/**
 * A fresh copy of the migrated template, on the engine this vitest project runs; `url` on Postgres.
 * `viaPort` makes the app's connections go through that local port (a fault proxy) instead.
 */
async function openTestDatabase(viaPort?: number): Promise<Database & { url?: string }> {
  if (process.env.TEST_ENGINE === "postgres") {
    const templateUrl = inject("postgresTemplate");
    const templateName = new URL(templateUrl).pathname.slice(1);
    const name = `bancada_t_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateName}`);
    const url = withDatabase(templateUrl, name);
    const database = openPostgres(viaPort ? throughPort(url, viaPort) : url, 4);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  if (viaPort) throw new Error("a fault proxy needs the Postgres engine");
  const dump = readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([dump]) });
  return wrapPglite(client);
}

/** The same database URL, reached through a local port. */
function throughPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

/** Where the Postgres server of TEST_DATABASE_URL listens, for a proxy to forward to. */
export function postgresAddress(): { host: string; port: number } {
  const u = new URL(inject("postgresTemplate"));
  return { host: u.hostname, port: Number(u.port || 5432) };
}

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
}

// Registered once per test file at import, so databases opened inside a test are closed (and dropped) too.
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** createApp() on its own database, closed after the file's tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase(options.databasePort);
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
  });
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
    env,
    auth,
    secret: SECRET,
    limits,
    clock,
    passwordResetFloor,
    webRoot: options.webRoot,
  });
  opened.push(database);

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
      app: createApp({ database: other, env, auth: otherAuth, secret: SECRET, limits, clock, passwordResetFloor }),
      database: other,
    };
  }

  /**
   * A browser-like client: a cookie jar, a CSRF token, an IP of its own (so per-IP limits do not cross
   * tests), and the server instances it is balanced across (this app by default).
   */
  function client(
    ip = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
    instances: { request: typeof app.request }[] = [app],
  ) {
    let turn = 0;
    const cookies = new Map<string, string>();
    let csrf: string | undefined;

    async function request(path: string, init: RequestInit & { json?: unknown; csrf?: boolean } = {}) {
      const headers = new Headers(init.headers);
      const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
      if (method !== "GET") {
        if (!headers.has("origin")) headers.set("origin", origin);
        if (init.csrf !== false) {
          csrf ??= await fetchToken();
          headers.set(CSRF_HEADER, csrf);
        }
      }
      if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      if (init.json !== undefined) headers.set("content-type", "application/json");
      const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
      // Round robin over the instances, as a load balancer would.
      const target = instances[turn++ % instances.length]!;
      const res = await target.request(
        path,
        { ...init, method, headers, body },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";");
        const [name, ...value] = (pair ?? "").split("=");
        const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
        if (name) {
          if (expired) cookies.delete(name.trim());
          else cookies.set(name.trim(), value.join("="));
        }
      }
      return res;
    }

    async function fetchToken() {
      const res = await request("/api/csrf");
      return ((await res.json()) as { token: string }).token;
    }

    return {
      request,
      cookies,
      /** Fetches a new token, as the web app does after sign-in and sign-out. */
      async refreshCsrf() {
        csrf = await fetchToken();
        return csrf;
      },
      async signUp(body: { name: string; email: string; password: string; phone?: string }) {
        const res = await request("/api/auth/sign-up/email", { json: body });
        csrf = undefined;
        return res;
      },
      async signIn(email: string, password: string) {
        const res = await request("/api/auth/sign-in/email", { json: { email, password } });
        csrf = undefined;
        return res;
      },
    };
  }

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
