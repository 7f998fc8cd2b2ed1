import { Hono } from "hono";
import type { RateLimits } from "../../../shared/rate-limits";
import { CLIENT_IP_HEADER, type Auth } from "../../auth";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { enforceLimit } from "../../middleware/rate-limit";
import { checkLimit, countEvent, resetLimit } from "../rate-limit/rate-limit.service";
import { raiseAlert } from "../security/alerts.service";
import { detectBruteForce, detectNewAdminAddress } from "../security/sign-in-detections";
import { translateAuthError } from "./auth-errors";

// The better-auth endpoints the web app uses; the rest (admin, profile updates…) go through
// the app's own routes, which validate and authorize them, so they are not reachable over HTTP.
const PUBLIC_ENDPOINTS: Record<string, { method: string; action: string }> = {
  "/api/auth/sign-in/email": { method: "POST", action: "LOGIN" },
  "/api/auth/sign-up/email": { method: "POST", action: "SIGNUP" },
  "/api/auth/sign-out": { method: "POST", action: "LOGOUT" },
  "/api/auth/get-session": { method: "GET", action: "SESSION" },
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

    const body = endpoint.action === "LOGIN" || endpoint.action === "SIGNUP" ? await bodyOf(c.req.raw) : undefined;
    const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : undefined;
    const loginKey = { kind: "login" as const, identifier: `${email ?? ""}|${c.get("ip")}` };
    if (endpoint.action === "SIGNUP") await enforceLimit(c, { db, limits, clock }, "signup", c.get("ip"));
    if (endpoint.action === "LOGIN") {
      const state = await checkLimit(db, loginKey, limits.login, clock());
      if (state.limited) {
        c.set("audit", { action: "RATE_LIMIT_EXCEEDED", resource: "auth", resourceId: null, metadata: { kind: "login", email } });
        throw new AppError("RATE_LIMITED", undefined, { "Retry-After": String(state.retryAfterSeconds) });
      }
    }

    // better-auth sees only the IP the app resolved, never a client-supplied header.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("ip"));
    const response = await auth.handler(new Request(c.req.raw, { headers }));

    const userId = response.ok && endpoint.action !== "SESSION" ? await userIdOf(response) : undefined;
    if (endpoint.action === "LOGIN") {
      if (response.status === 401) {
        const failures = await countEvent(db, loginKey, limits.login, clock());
        await detectBruteForce({ db, limits, now: clock(), email: email ?? "", ip: c.get("ip"), failures });
      }
      if (response.ok) {
        await resetLimit(db, loginKey);
        if (userId) await detectNewAdminAddress({ db, userId, ip: c.get("ip"), now: clock() });
      }
    }
    if (endpoint.action === "SIGNUP" && body && "role" in body) {
      await raiseAlert(db, {
        type: "PRIVILEGE_ESCALATION",
        severity: "HIGH",
        description: `Cadastro público tentou escolher o nível de acesso "${String(body.role)}"`,
        ipAddress: c.get("ip"),
        key: `signup-role:${c.get("ip")}`,
        metadata: { email },
      }, clock());
    }
    if (endpoint.action !== "SESSION") {
      const actor = userId ?? c.get("user")?.id ?? null;
      c.set("audit", { action: endpoint.action, resource: "auth", userId: actor, resourceId: actor, metadata: email ? { email } : {} });
    }
    if (!response.ok) return translateAuthError(response);
    return endpoint.action === "LOGIN" || endpoint.action === "SIGNUP" ? withoutSessionToken(response) : response;
  });
}

/** The session token lives in the httpOnly cookie only; script in the page never sees it. */
async function withoutSessionToken(response: Response): Promise<Response> {
  const { token: _token, ...body } = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function bodyOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await request.clone().json().catch(() => undefined);
  return body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
}

async function userIdOf(response: Response): Promise<string | undefined> {
  const body = (await response.clone().json().catch(() => null)) as { user?: { id?: string } } | null;
  return body?.user?.id;
}
