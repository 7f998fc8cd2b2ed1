import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/rate-limits";
import { session } from "@server/db/schema/auth";
import { createTestApp } from "@server/test/test-app";

// The session token lives in the httpOnly cookie; an answer that page script can read must never
// carry it, or one injected script could take the session away.
describe("session tokens stay on the server", async () => {
  // The walk below sends one request per reading route for each role, more than an address may send in
  // a window: the limits are rate-limit.test.ts's concern, not this test's.
  const t = await createTestApp({
    limits: { ...RATE_LIMITS, general: { max: 10_000, windowMinutes: 15 }, api: { max: 10_000, windowMinutes: 15 } },
  });
  const sessions = {
    anonymous: t.client(),
    admin: await t.signedIn("admin"),
    tecnico: await t.signedIn("tecnico"),
    cliente: await t.signedIn("cliente"),
  };
  const reads = [
    ...new Set(t.app.routes.filter((r) => r.method === "GET" && r.path.startsWith("/api/")).map((r) => r.path)),
  ];

  it("no answer of a reading route, for any role, holds a session token", async () => {
    const tokens = (await t.db.select({ token: session.token }).from(session)).map((s) => s.token);
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    for (const [role, c] of Object.entries(sessions)) {
      for (const template of reads) {
        const path = template.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000");
        const text = await (await c.request(path)).text();
        for (const token of tokens) expect(text.includes(token), `${role} GET ${path}`).toBe(false);
      }
    }
  });

  it("signing up and signing in answer the user, never the token", async () => {
    const c = t.client();
    const signUp = await c.signUp({
      name: "Cliente Novo",
      email: `token-${Date.now()}@teste.local`,
      password: "Senha@Forte1",
    });
    const account = await t.createUser("tecnico");
    const signIn = await t.client().signIn(account.email, account.password);
    const tokens = (await t.db.select({ token: session.token }).from(session)).map((s) => s.token);
    for (const res of [signUp, signIn]) {
      const body = (await res.json()) as Record<string, unknown>;
      expect(body.user).toBeDefined();
      expect(body.token).toBeUndefined();
      for (const token of tokens) expect(JSON.stringify(body)).not.toContain(token);
    }
  });

  it("better-auth's own session answer, which carries the token, is not reachable", async () => {
    for (const c of Object.values(sessions)) expect((await c.request("/api/auth/get-session")).status).toBe(404);
  });
});
