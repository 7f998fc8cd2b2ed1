import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";
import { writeAudit } from "./audit.service";

interface AuditPage {
  items: {
    action: string;
    resource: string;
    userId: string | null;
    metadata: Record<string, unknown>;
    createdAt: string;
  }[];
  hasMore: boolean;
}

describe("audit log viewer", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");

  it("is for admins only", async () => {
    expect((await tecnico.request("/api/audit-logs")).status).toBe(403);
    expect((await t.client().request("/api/audit-logs")).status).toBe(401);
  });

  it("lists newest first with the filters of docs/product.md §3 and paging", async () => {
    await tecnico.request("/api/clients", {
      json: { name: "Auditado Silva", phone: "(11) 3000-1234", address: "Rua Log, 10" },
    });
    const all = (await (await admin.request("/api/audit-logs?limit=500")).json()) as AuditPage;
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items.every((i) => typeof i.metadata === "object" && i.metadata !== null)).toBe(true);

    const creates = (await (await admin.request("/api/audit-logs?action=CREATE&resource=clients")).json()) as AuditPage;
    expect(creates.items.length).toBeGreaterThan(0);
    expect(creates.items.every((i) => i.action === "CREATE" && i.resource === "clients")).toBe(true);

    const userId = creates.items[0]!.userId!;
    const byUser = (await (await admin.request(`/api/audit-logs?userId=${userId}`)).json()) as AuditPage;
    expect(byUser.items.every((i) => i.userId === userId)).toBe(true);

    const future = (await (await admin.request("/api/audit-logs?from=2999-01-01")).json()) as AuditPage;
    expect(future.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = (await (await admin.request(`/api/audit-logs?to=${today}&limit=1`)).json()) as AuditPage;
    expect(upToToday.items).toHaveLength(1);
    expect(upToToday.hasMore).toBe(true);
    expect((await admin.request("/api/audit-logs?from=ontem")).status).toBe(400);
  });

  it("writes every row, with text PostgreSQL cannot store kept as its escape and long text cut", async () => {
    await writeAudit(t.db, {
      userId: null,
      action: "ESCAPE_TEST",
      resource: "r".repeat(100),
      resourceId: null,
      ipAddress: "198.51.100.77",
      userAgent: `agente\u0000${"a".repeat(2000)}`,
      requestPath: "/api/x\ud800",
      requestMethod: "POST",
      success: false,
      errorDetails: null,
      metadata: { "chave\u0000": "valor \udc00", lista: ["\u0000"] },
    });
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "ESCAPE_TEST"));
    expect(row).toBeDefined();
    expect(row!.resource).toHaveLength(64);
    expect(row!.userAgent!.startsWith("agente\\u0000aaa")).toBe(true);
    expect(row!.userAgent!.length).toBeLessThanOrEqual(512);
    expect(row!.requestPath).toBe("/api/x\\ud800");
    expect(row!.metadata).toEqual({ "chave\\u0000": "valor \\udc00", lista: ["\\u0000"] });
  });
});
