import { describe, expect, it } from "vitest";
import { createTestApp } from "@server/test/test-app";

describe("GET /api/session", async () => {
  const t = await createTestApp();

  it("answers null for anonymous visitors", async () => {
    const res = await t.client().request("/api/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, confirmEmail: false });
  });

  it("answers the signed-in user with role and phone, and nothing secret", async () => {
    const c = await t.signedIn("tecnico");
    const body = (await (await c.request("/api/session")).json()) as { user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual(["email", "emailVerified", "id", "name", "phone", "role"]);
    expect(body.user.role).toBe("tecnico");
  });

  it("survives a restart: a second app on the same database and secret accepts the cookie", async () => {
    const c = await t.signedIn("admin");
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const { createApp } = await import("@server/app");
    const { RATE_LIMITS } = await import("@shared/rate-limits");
    const { parseEnv } = await import("@server/env");
    const env = parseEnv({ APP_URL: "http://localhost:3000", BETTER_AUTH_SECRET: t.secret });
    const restarted = createApp({
      database: t.database,
      storage: t.storage,
      env,
      auth: t.auth,
      secret: t.secret,
      limits: RATE_LIMITS,
      clock: () => new Date(),
    });
    const body = await (await restarted.request("/api/session", { headers: { cookie } })).json();
    expect(body).toMatchObject({ user: { role: "admin" } });
  });

  it("signs in over a dead session cookie without the stale cookie's removal undoing the new one", async () => {
    const account = await t.createUser("cliente");
    const c = t.client();
    c.cookies.set("bancada.session_token", "dead.token");
    const res = await c.signIn(account.email, account.password);
    expect(res.status).toBe(200);
    const sessionCookies = res.headers.getSetCookie().filter((l) => l.startsWith("bancada.session_token="));
    expect(sessionCookies).toHaveLength(1);
    expect(await (await c.request("/api/session")).json()).toMatchObject({ user: { email: account.email } });
  });

  it("marks the session cookie Secure when served over HTTPS, and CSRF still binds to it", async () => {
    const https = await createTestApp({ appUrl: "https://loja.example" });
    const account = await https.createUser("tecnico");
    const c = https.client();
    const res = await c.signIn(account.email, account.password);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith("__Secure-bancada.session_token="));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    await c.refreshCsrf();
    expect((await c.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
  });
});
