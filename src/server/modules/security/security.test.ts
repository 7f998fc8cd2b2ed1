import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user as userTable } from "@server/db/schema/auth";
import { auditLogs, securityAlerts } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";

interface Alert {
  id: string;
  type: string;
  severity: string;
  resolved: boolean;
  resolvedBy: string | null;
  resolvedAt: string | null;
  metadata: Record<string, unknown>;
}

describe("security alerts and dashboard", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");

  it("five failed sign-ins against one account raise one BRUTE_FORCE alert the admin resolves", async () => {
    const victim = await t.createUser("cliente");
    const attacker = t.client("203.0.113.66");
    for (let i = 0; i < 6; i++) await attacker.signIn(victim.email, "Errada@123");
    const alerts = (await (await admin.request("/api/security/alerts?resolved=false")).json()) as Alert[];
    const mine = alerts.filter((a) => a.type === "BRUTE_FORCE" && a.metadata.email === victim.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.severity).toBe("HIGH");

    expect((await tecnico.request(`/api/security/alerts/${mine[0]!.id}/resolve`, { json: {} })).status).toBe(403);
    expect((await admin.request(`/api/security/alerts/${mine[0]!.id}/resolve`, { json: {} })).status).toBe(204);
    const [row] = await t.db.select().from(securityAlerts).where(eq(securityAlerts.id, mine[0]!.id));
    expect(row).toMatchObject({ resolved: true });
    expect(row!.resolvedAt).not.toBeNull();
    expect(row!.resolvedBy).not.toBeNull();
    expect((await admin.request(`/api/security/alerts/${mine[0]!.id}/resolve`, { json: {} })).status).toBe(404);
  });

  it("failed sign-ins from one IP against many accounts raise a CRITICAL BRUTE_FORCE alert", async () => {
    const spray = t.client("203.0.113.77");
    for (let i = 0; i < 10; i++) await spray.signIn(`alvo${i}-${Date.now()}@x.com`, "Errada@123");
    const rows = await t.db
      .select()
      .from(securityAlerts)
      .where(and(eq(securityAlerts.type, "BRUTE_FORCE"), eq(securityAlerts.ipAddress, "203.0.113.77")));
    expect(rows.map((r) => r.severity)).toEqual(["CRITICAL"]);
  });

  it("a técnico calling admin-only actions raises PRIVILEGE_ESCALATION", async () => {
    await tecnico.request("/api/users");
    await tecnico.request("/api/users", {
      json: { name: "Eu Mesmo", email: "eu@x.com", password: "Forte@123", role: "admin" },
    });
    const rows = await t.db.select().from(securityAlerts).where(eq(securityAlerts.type, "PRIVILEGE_ESCALATION"));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.severity).toBe("MEDIUM");
  });

  it("a public sign-up choosing a role raises PRIVILEGE_ESCALATION", async () => {
    await t.client("203.0.113.88").request("/api/auth/sign-up/email", {
      json: { name: "Mallory", email: `m-${Date.now()}@x.com`, password: "Forte@123", role: "admin" },
    });
    const rows = await t.db
      .select()
      .from(securityAlerts)
      .where(and(eq(securityAlerts.type, "PRIVILEGE_ESCALATION"), eq(securityAlerts.ipAddress, "203.0.113.88")));
    expect(rows).toHaveLength(1);
  });

  it("an admin signing in from a new IP raises UNUSUAL_ACCESS; the same IP again does not", async () => {
    const account = await t.createUser("admin");
    await t.client("198.51.100.1").signIn(account.email, account.password);
    await t.client("198.51.100.1").signIn(account.email, account.password);
    expect(await t.db.select().from(securityAlerts).where(eq(securityAlerts.type, "UNUSUAL_ACCESS"))).toHaveLength(0);
    await t.client("198.51.100.2").signIn(account.email, account.password);
    const rows = await t.db.select().from(securityAlerts).where(eq(securityAlerts.type, "UNUSUAL_ACCESS"));
    expect(rows.map((r) => r.ipAddress)).toEqual(["198.51.100.2"]);
  });

  it("knows an address an earlier row wrote IPv4-mapped (a dual-stack socket's ::ffff:1.2.3.4)", async () => {
    const account = await t.createUser("admin");
    const [user] = await t.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, account.email));
    await t.db.insert(auditLogs).values({
      userId: user!.id,
      action: "LOGIN",
      resource: "auth",
      ipAddress: "::ffff:198.51.100.3",
      success: true,
    });
    await t.client("198.51.100.3").signIn(account.email, account.password);
    const rows = await t.db.select().from(securityAlerts).where(eq(securityAlerts.type, "UNUSUAL_ACCESS"));
    expect(rows.map((r) => r.ipAddress)).not.toContain("198.51.100.3");
  });

  it("the overview counts alerts and reports real checks", async () => {
    expect((await tecnico.request("/api/security/overview")).status).toBe(403);
    const overview = (await (await admin.request("/api/security/overview")).json()) as {
      stats: { totalAlerts: number; activeAlerts: number; recentAlerts: number };
      checks: { name: string; ok: boolean }[];
      lastBackup: unknown;
    };
    expect(overview.stats.totalAlerts).toBeGreaterThan(0);
    expect(overview.checks.find((c) => c.name === "Banco de dados")?.ok).toBe(true);
    expect(overview.checks.find((c) => c.name === "Backup diário")).toMatchObject({ ok: false });
    expect(overview.lastBackup).toBeNull();
    await admin.request("/api/backups", { json: {} });
    const after = (await (await admin.request("/api/security/overview")).json()) as typeof overview;
    expect(after.checks.find((c) => c.name === "Backup diário")).toMatchObject({ ok: true });
    expect(after.lastBackup).toMatchObject({ corrupted: 0 });
  });

  it("anyone reads the level; any signed-in user reports security events to the audit log", async () => {
    const cliente = await t.signedIn("cliente");
    const level = {
      level: "high",
      limits: { login: { max: 5, windowMinutes: 15 }, upload: { max: 10, windowMinutes: 60 } },
      botScoreThreshold: 50,
    };
    expect(await (await cliente.request("/api/security/level")).json()).toMatchObject(level);
    expect(await (await t.client().request("/api/security/level")).json()).toMatchObject(level);
    const res = await cliente.request("/api/security/events", {
      json: { type: "XSS_ATTEMPT", detail: `<script>${"x".repeat(300)}</script>` },
    });
    expect(res.status).toBe(204);
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "XSS_ATTEMPT"));
    expect(row).toMatchObject({ resource: "security_events" });
    expect((row!.metadata.detail as string).length).toBe(100);
    expect((await cliente.request("/api/security/events", { json: { type: "INVENTADO", detail: "x" } })).status).toBe(
      400,
    );
    expect(
      (await t.client().request("/api/security/events", { json: { type: "XSS_ATTEMPT", detail: "x" } })).status,
    ).toBe(401);
    // A signed-out browser refusing a sign-in by its own count says so: the sign-in page is anonymous.
    const anonymous = await t
      .client("192.0.2.77")
      .request("/api/security/events", { json: { type: "RATE_LIMIT_CLIENT", detail: "login" } });
    expect(anonymous.status).toBe(204);
    const [reported] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "RATE_LIMIT_CLIENT"));
    expect(reported).toMatchObject({ userId: null, ipAddress: "192.0.2.77", resource: "security_events" });
    expect((await cliente.request("/api/security/overview")).status).toBe(403);
  });
});
