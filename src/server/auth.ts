import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { BetterAuthPlugin } from "better-auth";
import { z } from "zod";
import { admin } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { passwordSchema } from "@shared/validation/fields";
import { signUpSchema } from "@shared/validation/auth";
import type { Db } from "./db/client";
import { account, session, user, verification } from "./db/schema/auth";
import { besideRequestLevel, logger, serializeError } from "./logger";
import { boundedPasswordHashing } from "./password-hashing";

/** The header the app sets to the client IP it resolved (middleware/client-ip.ts): better-auth reads only this. */
export const CLIENT_IP_HEADER = "x-bancada-client-ip";
export const COOKIE_PREFIX = "bancada";
/** The session cookie's names: over HTTPS better-auth adds the __Secure- prefix. */
export const SESSION_COOKIE_NAMES = [`__Secure-${COOKIE_PREFIX}.session_token`, `${COOKIE_PREFIX}.session_token`];

interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  /** Days an unused session lasts (by security level); use slides it forward. */
  sessionDays: number;
  /**
   * Runs after a customer account (role cliente) is created, outside better-auth's write (its adapter
   * has no transaction): the composition root gives it the clients module's record for the account.
   */
  onCustomerCreated: (customer: NewCustomer) => Promise<void>;
}

export interface NewCustomer {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
}

// Where better-auth takes a password, one policy applies (docs/product.md §5); the fields it is sent in.
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/admin/set-user-password": "newPassword",
  "/admin/create-user": "password",
};

function firstIssue(error: z.ZodError) {
  return error.issues[0]?.message ?? "Dados inválidos";
}

const enforceAppRules = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/sign-up/email") {
    const parsed = signUpSchema.safeParse(ctx.body);
    if (!parsed.success)
      throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: firstIssue(parsed.error) });
    // Public sign-up never chooses a role (docs/decisions/003): whatever was sent, the account is a cliente.
    const { name, email, password, phone } = parsed.data;
    return { context: { ...ctx, body: { name, email, password, phone: phone ?? null } } };
  }
  const field = PASSWORD_FIELDS[ctx.path];
  if (field) {
    const parsed = passwordSchema.safeParse(ctx.body?.[field]);
    if (!parsed.success)
      throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: firstIssue(parsed.error) });
  }
});

/**
 * Signs a user in without a password, for the one-use links the app checked itself (a confirmed
 * e-mail, an accepted invitation): a session and its cookie made by better-auth as at sign-in.
 * Server-only: never reachable over HTTP.
 */
const linkSignIn = {
  id: "bancada-link-sign-in",
  endpoints: {
    signInByLink: createAuthEndpoint.serverOnly(
      { method: "POST", body: z.object({ userId: z.string() }) },
      async (ctx) => {
        const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!found) throw new APIError("NOT_FOUND");
        const created = await ctx.context.internalAdapter.createSession(found.id);
        await setSessionCookie(ctx, { session: created, user: found });
        return ctx.json({ user: { id: found.id, name: found.name, email: found.email } });
      },
    ),
  },
} satisfies BetterAuthPlugin;

// Staff and customers hold no better-auth admin permissions: what they may do is decided by the app's routes.
const ac = createAccessControl(defaultStatements);

export function createAuth({ db, secret, baseURL, trustedOrigins, sessionDays, onCustomerCreated }: AuthOptions) {
  return betterAuth({
    appName: "Bancada",
    // Its messages go through the app's logger. Failed sign-ins are in the audit log and the request
    // log already; its own warnings would only repeat them. A database fault it reports is the
    // request's, which its own line reports at error. Its errors are serialized as the app's are, so a
    // failed query's values (a session's token) stay out of the line.
    logger: {
      level: "error",
      log: (level, message, ...args) =>
        logger[level === "error" && args.some((a) => besideRequestLevel(a) === "warn") ? "warn" : level](
          { args: args.map((a) => (a instanceof Error ? serializeError(a) : a)) },
          message,
        ),
    },
    // A fault it did not expect (the database gone) reaches the app's error handler, which answers 503
    // when the database is the cause, instead of a bare 500 of its own. Its refusals stay answers.
    onAPIError: { throw: true },
    secret,
    baseURL,
    basePath: "/api/auth",
    trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    session: { expiresIn: sessionDays * 24 * 60 * 60, updateAge: Math.ceil((sessionDays * 24 * 60 * 60) / 24) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: boundedPasswordHashing(),
    },
    user: { additionalFields: { phone: { type: "string", required: false, input: true } } },
    plugins: [
      admin({
        ac,
        roles: {
          admin: adminAc,
          tecnico: ac.newRole({ user: [], session: [] }),
          cliente: ac.newRole({ user: [], session: [] }),
        },
        defaultRole: "cliente",
        adminRoles: ["admin"],
      }),
      linkSignIn,
    ],
    // The app counts attempts in PostgreSQL itself (shared by every instance); better-auth's
    // in-memory limiter would pre-empt it with other figures.
    rateLimit: { enabled: false },
    hooks: { before: enforceAppRules },
    databaseHooks: {
      user: {
        create: {
          // Runs after the sign-up commits; a record missed here is created on first use.
          after: async (created) => {
            if ((created as { role?: string }).role === "cliente") {
              await onCustomerCreated({
                userId: created.id,
                name: created.name,
                email: created.email,
                phone: (created as { phone?: string | null }).phone ?? null,
              });
            }
          },
        },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
