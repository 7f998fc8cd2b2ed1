import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/rate-limits";
import { auditLogs, securityAlerts } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";

/**
 * Every per-address limit counts an IPv6 client by its /64 (docs/decisions/035): a host picks any of
 * its network's 2^64 addresses at will, so each request below comes from a new one of them.
 */
describe("per-address limits group IPv6 by /64", async () => {
  const t = await createTestApp();
  let host = 0;
  /** A new address in the /64 `network` (such as 2001:db8:1:1). */
  const from = (network: string) => t.client(`${network}::${(++host).toString(16)}`);

  it("tracking: one count for the whole /64, another for the next /64", async () => {
    const { max } = RATE_LIMITS.tracking;
    for (let i = 0; i < max; i++) expect((await from("2001:db8:1:1").request(`/acompanhar/${i}`)).status).toBe(404);
    expect((await from("2001:db8:1:1").request("/acompanhar/x")).status).toBe(429);
    expect((await from("2001:db8:1:2").request("/acompanhar/x")).status).toBe(404);
  });

  it("anonymous API calls; the audit row keeps the full address", async () => {
    const { max } = RATE_LIMITS.api;
    for (let i = 0; i < max; i++) expect((await from("2001:db8:2:1").request("/api/orders")).status).toBe(401);
    const last = from("2001:db8:2:1");
    expect((await last.request("/api/orders", { headers: { "user-agent": "last" } })).status).toBe(429);
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "RATE_LIMIT_EXCEEDED"), eq(auditLogs.userAgent, "last")));
    expect(row).toMatchObject({ ipAddress: `2001:db8:2:1::${host.toString(16)}` });
    expect(row!.metadata).toMatchObject({ kind: "api", identifier: "2001:db8:2:1::/64" });
    expect((await from("2001:db8:2:2").request("/api/orders")).status).toBe(401);
  });

  it("sign-up", async () => {
    const signUp = (network: string) =>
      from(network).signUp({ name: "Pessoa Nova", email: `${randomUUID()}@x.com`, password: "Forte@123" });
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) expect((await signUp("2001:db8:3:1")).status).toBe(200);
    expect((await signUp("2001:db8:3:1")).status).toBe(429);
    expect((await signUp("2001:db8:3:2")).status).toBe(200);
  });

  it("password-reset requests", async () => {
    const ask = (network: string) =>
      from(network).request("/api/account/password-reset", { json: { email: "a@x.com" } });
    for (let i = 0; i < RATE_LIMITS.password.max; i++) expect((await ask("2001:db8:4:1")).status).toBe(200);
    expect((await ask("2001:db8:4:1")).status).toBe(429);
    expect((await ask("2001:db8:4:2")).status).toBe(200);
  });

  it("sign-in attempts at one account, and failures against any account (the brute-force alert)", async () => {
    const account = await t.createUser("cliente");
    const signIn = (network: string, password: string, email = account.email) => from(network).signIn(email, password);
    for (let i = 0; i < RATE_LIMITS.login.max; i++)
      expect((await signIn("2001:db8:5:1", "Errada@123")).status).toBe(401);
    expect((await signIn("2001:db8:5:1", account.password)).status).toBe(429);
    expect((await signIn("2001:db8:5:2", account.password)).status).toBe(200);

    for (let i = 0; i < 10; i++) await signIn("2001:db8:6:1", "Errada@123", `${randomUUID()}@x.com`);
    const alerts = await t.db.select().from(securityAlerts).where(eq(securityAlerts.severity, "CRITICAL"));
    expect(alerts.map((a) => a.metadata.key)).toContain("ip:2001:db8:6:1::/64");
  });
});
