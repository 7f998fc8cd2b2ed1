import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CSRF_HEADER } from "@shared/api-types";
import { auditLogs } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";
import { CSRF_TTL_MS } from "@server/lib/csrf-token";

describe("CSRF protection", async () => {
  let now = new Date("2026-03-01T10:00:00Z");
  const t = await createTestApp({ clock: () => now });
  const account = await t.createUser("tecnico");

  it("hands out a token before sign-in", async () => {
    const res = await t.client().request("/api/csrf");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string }).token).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
  });

  it("refuses a mutating request without the token, and audits it", async () => {
    const res = await t
      .client()
      .request("/api/auth/sign-in/email", { json: { email: account.email, password: account.password }, csrf: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "CSRF_INVALID", message: "Token de segurança inválido ou expirado" },
    });
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "CSRF_REJECTED"));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("refuses a token issued to another browser", async () => {
    const other = t.client();
    const foreignToken = await other.refreshCsrf();
    const res = await t.client().request("/api/auth/sign-in/email", {
      json: { email: account.email, password: account.password },
      headers: { [CSRF_HEADER]: foreignToken },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it("refuses an Origin outside the trusted list, even with a valid token", async () => {
    const c = t.client();
    await c.refreshCsrf();
    const res = await c.request("/api/auth/sign-in/email", {
      json: { email: account.email, password: account.password },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INVALID_ORIGIN");
  });

  it("rotates at sign-in: the anonymous token no longer works once signed in", async () => {
    const c = t.client();
    const before = await c.refreshCsrf();
    expect((await c.signIn(account.email, account.password)).status).toBe(200);
    const stale = await c.request("/api/auth/sign-out", { json: {}, headers: { [CSRF_HEADER]: before }, csrf: false });
    expect(stale.status).toBe(403);
    await c.refreshCsrf();
    expect((await c.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
  });

  it("gives each tab its own valid token", async () => {
    const c = await t.signedIn("cliente");
    const tabA = await c.refreshCsrf();
    const tabB = await c.refreshCsrf();
    expect(tabA).not.toBe(tabB);
    const res = await c.request("/api/auth/sign-out", { json: {}, headers: { [CSRF_HEADER]: tabA }, csrf: false });
    expect(res.status).toBe(200);
  });

  it("expires tokens", async () => {
    const c = t.client();
    const token = await c.refreshCsrf();
    now = new Date(now.getTime() + CSRF_TTL_MS + 1000);
    const res = await c.request("/api/auth/sign-in/email", {
      json: { email: account.email, password: account.password },
      headers: { [CSRF_HEADER]: token },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });
});
