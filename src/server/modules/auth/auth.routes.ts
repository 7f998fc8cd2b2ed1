import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { signInSchema, signUpSchema } from "@shared/validation/auth";
import type { Auth } from "@server/auth";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { forBetterAuth, signedIn, userIdOf } from "@server/lib/better-auth-bridge";
import { input } from "@server/lib/input";
import { countEvent, resetLimit } from "@server/lib/rate-limit-counters.queries";
import { bodyText, jsonBody } from "@server/lib/validate";
import { allowAnyone } from "@server/middleware/guards";
import { byAddress, countedInRoute, limited, type Limiter } from "@server/middleware/rate-limit";
import { raiseAlert } from "@server/modules/security/alerts.service";
import { detectBruteForce, detectNewAdminAddress } from "@server/modules/security/sign-in-detections.service";
import { sendConfirmation } from "@server/modules/account/account.service";
import { translateAuthError } from "./auth-errors";

type Action = "LOGIN" | "SIGNUP" | "LOGOUT";

interface AuthRouteOptions {
  auth: Auth;
  db: Db;
  limiter: Limiter;
  /** E-mail is configured: a sign-up is sent its confirmation link (docs/decisions/028). */
  mailConfigured: boolean;
}

/** Audited whatever the outcome, refusals before better-auth included. */
const audited =
  (action: Action): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set("audit", { action, resource: "auth", resourceId: null, metadata: {} });
    await next();
  };

/**
 * The better-auth endpoints the web app uses: sign-in, sign-up and sign-out. The rest (admin, profile
 * updates, its own session answer, which carries the token…) go through the app's own routes, so they
 * are not reachable over HTTP.
 */
export function authRoutes({ auth, db, limiter, mailConfigured }: AuthRouteOptions) {
  const { limits, clock } = limiter;

  // Choosing one's role is an attempt worth an alert, whatever else the form holds (better-auth refuses it).
  const alertOnChosenRole: MiddlewareHandler<AppEnv> = async (c, next) => {
    const body = await jsonBody(c.req);
    if (body && typeof body === "object" && "role" in body) {
      const ip = c.get("ip");
      await raiseAlert({
        db,
        alert: {
          type: "PRIVILEGE_ESCALATION",
          severity: "HIGH",
          description: `Cadastro público tentou escolher o nível de acesso "${String(body.role).slice(0, 40)}"`,
          ipAddress: ip,
          key: `signup-role:${ip}`,
          metadata: { email: "email" in body ? String(body.email).slice(0, 255) : null },
        },
        now: clock(),
      });
    }
    await next();
  };

  /** Hands the request to better-auth (the body as it came, read once), with the audit and detections around it. */
  async function passOn(c: Context<AppEnv>, action: Action, email?: string): Promise<Response> {
    const ip = c.get("ip");
    c.set("audit", { action, resource: "auth", resourceId: null, metadata: email ? { email } : {} });
    const loginKey = { kind: "login" as const, identifier: `${email}|${byAddress(c)}` };
    let attempt = 0;
    if (action === "LOGIN") {
      // Counted and checked in one statement before the password is: concurrent guesses each take
      // a number, and only the first `max` of a window reach the password check.
      const counted = await countEvent(db, loginKey, limits.login, clock());
      attempt = counted.count;
      if (attempt > limits.login.max) {
        c.set("audit", {
          action: "RATE_LIMIT_EXCEEDED",
          resource: "auth",
          resourceId: null,
          metadata: { kind: "login", email },
        });
        throw new AppError("RATE_LIMITED", undefined, { "Retry-After": String(counted.retryAfterSeconds) });
      }
    }

    const response = await auth.handler(forBetterAuth(c, await bodyText(c.req)));

    const userId = response.ok ? await userIdOf(response) : undefined;
    if (action === "LOGIN") {
      if (response.status === 401)
        await detectBruteForce({ db, limits, now: clock(), email: email ?? "", ip, failures: attempt });
      if (response.ok) {
        await resetLimit(db, loginKey);
        if (userId) await detectNewAdminAddress({ db, userId, ip, now: clock() });
      }
    }
    const actor = userId ?? c.get("user")?.id ?? null;
    c.set("audit", { action, resource: "auth", userId: actor, resourceId: actor, metadata: email ? { email } : {} });
    // A refusal is better-auth's, said in pt-BR; it ends the request like every other error.
    if (!response.ok) {
      const refusal = await translateAuthError(response);
      throw new HTTPException(refusal.status as ContentfulStatusCode, { res: refusal });
    }
    return response;
  }

  return new Hono<AppEnv>()
    .post(
      "/sign-in/email",
      allowAnyone,
      audited("LOGIN"),
      countedInRoute("login"),
      input("json", signInSchema),
      async (c) => {
        return signedIn(c, await passOn(c, "LOGIN", c.req.valid("json").email));
      },
    )
    .post(
      "/sign-up/email",
      allowAnyone,
      audited("SIGNUP"),
      limited(limiter, "signup", byAddress),
      alertOnChosenRole,
      input("json", signUpSchema),
      async (c) => {
        const response = await passOn(c, "SIGNUP", c.req.valid("json").email);
        if (mailConfigured) {
          const { user } = (await response.clone().json()) as { user: { id: string; name: string; email: string } };
          await sendConfirmation({ db, account: user, now: clock() });
        }
        return signedIn(c, response);
      },
    )
    .post("/sign-out", allowAnyone, audited("LOGOUT"), async (c) => passOn(c, "LOGOUT"));
}
