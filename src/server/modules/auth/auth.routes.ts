import type { Context } from "hono";
import { Hono } from "hono";
import type { RateLimits } from "@shared/rate-limits";
import { signInSchema, signUpSchema } from "@shared/validation/auth";
import { CLIENT_IP_HEADER, type Auth } from "@server/auth";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { bodyText, parseInput, parseJson } from "@server/lib/validate";
import { enforceLimit } from "@server/middleware/rate-limit";
import { countEvent, resetLimit } from "@server/modules/rate-limit/rate-limit.service";
import { raiseAlert } from "@server/modules/security/alerts.service";
import { detectBruteForce, detectNewAdminAddress } from "@server/modules/security/sign-in-detections";
import { translateAuthError } from "./auth-errors";

// The better-auth endpoints the web app uses; the rest (admin, profile updates, its own session
// answer, which carries the token…) go through the app's own routes, so they are not reachable over HTTP.
const PUBLIC_ENDPOINTS: Record<string, { method: string; action: "LOGIN" | "SIGNUP" | "LOGOUT" }> = {
  "/api/auth/sign-in/email": { method: "POST", action: "LOGIN" },
  "/api/auth/sign-up/email": { method: "POST", action: "SIGNUP" },
  "/api/auth/sign-out": { method: "POST", action: "LOGOUT" },
};

interface AuthRouteOptions {
  auth: Auth;
  db: Db;
  limits: RateLimits;
  clock: () => Date;
}

export function authRoutes({ auth, db, limits, clock }: AuthRouteOptions) {
  return new Hono<AppEnv>().all("/*", async (c) => {
    const endpoint = PUBLIC_ENDPOINTS[c.req.path];
    if (!endpoint || endpoint.method !== c.req.method) throw new AppError("NOT_FOUND");
    const ip = c.get("ip");
    // Audited whatever the outcome, refusals before better-auth included.
    c.set("audit", { action: endpoint.action, resource: "auth", resourceId: null, metadata: {} });

    // The body is read once (bounded by the body limit); better-auth gets the same text.
    const text = await bodyText(c.req);
    if (endpoint.action === "SIGNUP") await enforceLimit(c, { db, limits, clock }, "signup", ip);
    const body = endpoint.action === "LOGOUT" ? undefined : parseJson(text);
    // Choosing one's role is an attempt worth an alert, whatever else the form holds (better-auth refuses it).
    if (endpoint.action === "SIGNUP" && body && typeof body === "object" && "role" in body) {
      await raiseAlert(
        db,
        {
          type: "PRIVILEGE_ESCALATION",
          severity: "HIGH",
          description: `Cadastro público tentou escolher o nível de acesso "${String(body.role).slice(0, 40)}"`,
          ipAddress: ip,
          key: `signup-role:${ip}`,
          metadata: { email: "email" in body ? String(body.email).slice(0, 255) : null },
        },
        clock(),
      );
    }
    const email =
      endpoint.action === "LOGOUT"
        ? undefined
        : parseInput(endpoint.action === "LOGIN" ? signInSchema : signUpSchema, body).email;
    c.set("audit", { action: endpoint.action, resource: "auth", resourceId: null, metadata: email ? { email } : {} });

    const loginKey = { kind: "login" as const, identifier: `${email}|${ip}` };
    let attempt = 0;
    if (endpoint.action === "LOGIN") {
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

    const response = await auth.handler(forBetterAuth(c, text));

    const userId = response.ok ? await userIdOf(response) : undefined;
    if (endpoint.action === "LOGIN") {
      if (response.status === 401)
        await detectBruteForce({ db, limits, now: clock(), email: email ?? "", ip, failures: attempt });
      if (response.ok) {
        await resetLimit(db, loginKey);
        if (userId) await detectNewAdminAddress({ db, userId, ip, now: clock() });
      }
    }
    const actor = userId ?? c.get("user")?.id ?? null;
    c.set("audit", {
      action: endpoint.action,
      resource: "auth",
      userId: actor,
      resourceId: actor,
      metadata: email ? { email } : {},
    });
    if (!response.ok) return translateAuthError(response);
    return endpoint.action === "LOGOUT" ? response : withoutSessionToken(response);
  });
}

/** The request as better-auth must see it: the body already read, and only the IP the app resolved, never a client-supplied header. */
function forBetterAuth(c: Context<AppEnv>, text: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("ip"));
  headers.delete("content-length");
  return new Request(c.req.url, { method: c.req.method, headers, body: text === "" ? null : text });
}

/** The session token lives in the httpOnly cookie only; script in the page never sees it. */
async function withoutSessionToken(response: Response): Promise<Response> {
  const { token: _token, ...body } = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function userIdOf(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: string } } | null;
  return body?.user?.id;
}
