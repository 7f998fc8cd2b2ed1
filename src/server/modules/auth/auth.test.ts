import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "@server/db/schema/auth";
import { auditLogs } from "@server/db/schema/security";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

const PASSWORD = "Senha@Forte1";
let n = 0;
const email = () => `pessoa${++n}-${Date.now()}@teste.local`;

describe("auth", async () => {
  const t = await createTestApp();

  describe("sign-up", () => {
    it("creates a cliente with a linked client record", async () => {
      const c = t.client();
      const address = email();
      const res = await c.request("/api/auth/sign-up/email", {
        json: { name: "Maria D'Ávila", email: address.toUpperCase(), password: PASSWORD, phone: "(11) 98765-4321" },
      });
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.token).toBeUndefined();

      const [created] = await t.db.select().from(user).where(eq(user.email, address));
      expect(created?.role).toBe("cliente");
      // The phone typed formatted is kept as digits (docs/decisions/024).
      expect(created?.phone).toBe("11987654321");
      const [record] = await t.db.select().from(clients).where(eq(clients.userId, created!.id));
      expect(record).toMatchObject({ name: "Maria D'Ávila", phone: "11987654321" });
    });

    it("refuses a sign-up that tries to choose its role", async () => {
      const address = email();
      const res = await t.client().request("/api/auth/sign-up/email", {
        json: { name: "Mallory", email: address, password: PASSWORD, role: "admin" },
      });
      expect(res.status).toBe(400);
      expect(await t.db.select().from(user).where(eq(user.email, address))).toHaveLength(0);
    });

    it("signs the new customer in with an httpOnly, SameSite=Lax session cookie", async () => {
      const c = t.client();
      const res = await c.signUp({ name: "Novo Cliente", email: email(), password: PASSWORD });
      const cookie = res.headers.getSetCookie().find((l) => l.startsWith("bancada.session_token="));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const session = await (await c.request("/api/session")).json();
      expect(session).toMatchObject({ user: { name: "Novo Cliente", role: "cliente" } });
    });

    it.each([
      ["Abc@1", "Senha deve ter pelo menos 8 caracteres"],
      ["senha@forte1", "Senha deve conter ao menos uma letra maiúscula"],
      ["SenhaForte1", "Senha deve conter ao menos um caractere especial (@$!%*?&)"],
    ])("refuses the password %s with the policy's message and writes nothing", async (password, message) => {
      const address = email();
      const res = await t.client().signUp({ name: "Fulano", email: address, password });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "VALIDATION_ERROR", message } });
      expect(await t.db.select().from(user).where(eq(user.email, address))).toHaveLength(0);
    });

    it("refuses an e-mail already registered", async () => {
      const address = email();
      await t.client().signUp({ name: "Primeiro", email: address, password: PASSWORD });
      const res = await t.client().signUp({ name: "Segundo", email: address, password: PASSWORD });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Este e-mail já está cadastrado",
      );
    });
  });

  describe("sign-in", () => {
    it("answers wrong credentials with 'Email ou senha incorretos' and audits the failure", async () => {
      const account = await t.createUser("tecnico");
      const res = await t.client().signIn(account.email, "Errada@123");
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Email ou senha incorretos" },
      });
      const rows = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, "LOGIN"), eq(auditLogs.success, false)));
      expect(rows.some((r) => r.metadata.email === account.email)).toBe(true);
    });

    it("refuses the 6th attempt after 5 failures with 429, Retry-After and a RATE_LIMIT_EXCEEDED audit row", async () => {
      const account = await t.createUser("cliente");
      const c = t.client("198.51.100.7");
      for (let i = 0; i < 5; i++) expect((await c.signIn(account.email, "Errada@123")).status).toBe(401);
      const blocked = await c.signIn(account.email, account.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await blocked.json()).toEqual({
        error: { code: "RATE_LIMITED", message: "Muitas tentativas. Tente novamente mais tarde." },
      });
      const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "RATE_LIMIT_EXCEEDED"));
      expect(audit.some((r) => r.metadata.email === account.email && r.ipAddress === "198.51.100.7")).toBe(true);

      // Counted per e-mail and IP: the same account from another address still signs in.
      expect((await t.client("198.51.100.8").signIn(account.email, account.password)).status).toBe(200);
    });

    it("clears the count on success", async () => {
      const account = await t.createUser("cliente");
      const c = t.client("198.51.100.9");
      for (let i = 0; i < 4; i++) await c.signIn(account.email, "Errada@123");
      expect((await c.signIn(account.email, account.password)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await c.signIn(account.email, "Errada@123")).status).toBe(401);
      expect((await c.signIn(account.email, "Errada@123")).status).toBe(429);
    });

    it("opens the window again once it has passed", async () => {
      let now = new Date("2026-01-10T12:00:00Z");
      const timed = await createTestApp({ clock: () => now });
      const account = await timed.createUser("cliente");
      const c = timed.client();
      for (let i = 0; i < 5; i++) await c.signIn(account.email, "Errada@123");
      expect((await c.signIn(account.email, account.password)).status).toBe(429);
      now = new Date(now.getTime() + 15 * 60_000 + 1000);
      expect((await c.signIn(account.email, account.password)).status).toBe(200);
    });
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const c = await t.signedIn("admin");
    await c.refreshCsrf();
    const res = await c.request("/api/auth/sign-out", { json: {} });
    expect(res.status).toBe(200);
    expect(await (await c.request("/api/session")).json()).toEqual({ user: null, confirmEmail: false });
  });

  it("does not expose better-auth endpoints the app does not use", async () => {
    const admin = await t.signedIn("admin");
    await admin.refreshCsrf();
    const res = await admin.request("/api/auth/admin/list-users");
    expect(res.status).toBe(404);
    const update = await admin.request("/api/auth/update-user", { json: { name: "X" } });
    expect(update.status).toBe(404);
  });
});
