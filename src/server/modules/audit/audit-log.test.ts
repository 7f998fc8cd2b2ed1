import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUDIT_RESOURCE_LABELS } from "@shared/audit-resources";
import type { AuditLogPage } from "@shared/audit-types";
import { auditLogs } from "@server/db/schema/security";
import { createTestApp } from "@server/test/test-app";
import { writeAudit } from "./audit.service";

describe("audit log viewer", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");
  const page = async (query: string) => {
    const res = await admin.request(`/api/audit-logs?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as AuditLogPage;
  };

  /** A signed-in account of a name and e-mail of the test's choosing, and its id. */
  async function person(name: string, email: string) {
    const password = "Senha@Forte1";
    await t.auth.api.createUser({ body: { name, email, password, role: "cliente" } });
    const session = t.client();
    expect((await session.signIn(email, password)).status).toBe(200);
    const me = (await (await session.request("/api/session")).json()) as { user: { id: string } };
    return { session, id: me.user.id };
  }

  it("is for admins only: 401 signed out, 403 to a técnico and a cliente", async () => {
    expect((await t.client().request("/api/audit-logs")).status).toBe(401);
    expect((await tecnico.request("/api/audit-logs")).status).toBe(403);
    expect((await cliente.request("/api/audit-logs?user=a")).status).toBe(403);
  });

  it("lists newest first with the filters of docs/product.md §3 and paging", async () => {
    await tecnico.request("/api/clients", {
      json: { name: "Auditado Silva", phone: "(11) 3000-1234", address: "Rua Log, 10" },
    });
    const all = await page("limit=500");
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items.every((i) => typeof i.metadata === "object" && i.metadata !== null)).toBe(true);

    const creates = await page("action=CREATE&resource=clients");
    expect(creates.items.length).toBeGreaterThan(0);
    expect(creates.items.every((i) => i.action === "CREATE" && i.resource === "clients")).toBe(true);

    const future = await page("from=2999-01-01");
    expect(future.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = await page(`to=${today}&limit=1`);
    expect(upToToday.items).toHaveLength(1);
    expect(upToToday.hasMore).toBe(true);
    expect((await admin.request("/api/audit-logs?from=ontem")).status).toBe(400);
  });

  it("answers the acting user's name and e-mail, and filters by part of either, in any case", async () => {
    const tag = randomUUID().slice(0, 8);
    const quiteria = await person(`Quiteria Auditada ${tag}`, `quiteria.${tag}@oficina.local`);
    const other = await person(`Outra Pessoa ${tag}`, `outra.${tag}@oficina.local`);
    for (const { session } of [quiteria, other]) {
      const res = await session.request("/api/privacy/consents", { json: { type: "MARKETING", granted: true } });
      expect(res.ok).toBe(true);
    }

    const byName = await page(`user=${encodeURIComponent(`QUITERIA auditada ${tag}`)}&action=CONSENT_CHANGE`);
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0]).toMatchObject({
      userId: quiteria.id,
      user: { name: `Quiteria Auditada ${tag}`, email: `quiteria.${tag}@oficina.local` },
      action: "CONSENT_CHANGE",
      resource: "privacy",
      success: true,
    });

    // Part of the e-mail: both accounts share the tag; the sign-ins are theirs too.
    const byEmail = await page(`user=${encodeURIComponent(`.${tag.toUpperCase()}@OFICINA`)}`);
    expect(new Set(byEmail.items.map((i) => i.userId))).toEqual(new Set([quiteria.id, other.id]));
    expect(byEmail.items.some((i) => i.action === "LOGIN")).toBe(true);
    expect(byEmail.items.every((i) => i.user?.email.endsWith(`.${tag}@oficina.local`))).toBe(true);

    // What a user types is text, never a pattern: % and _ match only themselves.
    expect((await page("user=%25")).items).toEqual([]);
    expect((await page(`user=quiteria_auditada_${tag}`)).items).toEqual([]);
    expect((await page(`user=ninguem-${tag}`)).items).toEqual([]);
    // An id is neither a name nor an e-mail.
    expect((await page(`user=${quiteria.id}`)).items).toEqual([]);
    expect((await admin.request(`/api/audit-logs?user=${"a".repeat(256)}`)).status).toBe(400);
  });

  it("keeps the id of a deleted account and of a request without a session, with no user", async () => {
    const tag = randomUUID().slice(0, 8);
    const gone = await person(`Conta Removida ${tag}`, `removida.${tag}@oficina.local`);
    await gone.session.request("/api/privacy/consents", { json: { type: "MARKETING", granted: false } });
    expect((await admin.request(`/api/users/${gone.id}`, { method: "DELETE" })).status).toBe(204);

    const consents = await page("action=CONSENT_CHANGE&limit=500");
    const goneRow = consents.items.find((i) => i.userId === gone.id);
    expect(goneRow).toMatchObject({ userId: gone.id, user: null });
    // Its name is gone with the account: the filter by name finds nothing.
    expect((await page(`user=${encodeURIComponent(`Conta Removida ${tag}`)}`)).items).toEqual([]);

    const anonymous = t.client(`192.0.2.${Math.floor(Math.random() * 200) + 1}`);
    expect((await anonymous.request("/api/users", { json: {} })).status).toBe(401);
    const refusals = await page("action=UNAUTHORIZED_ACCESS&resource=users");
    expect(refusals.items.length).toBeGreaterThan(0);
    expect(refusals.items[0]).toMatchObject({ userId: null, user: null, success: false });
  });

  it("has pt-BR words for the resource of every route of the API", () => {
    const segments = new Set(
      t.app.routes.filter(({ path }) => path.startsWith("/api/")).map(({ path }) => path.split("/")[2] ?? "api"),
    );
    segments.delete("*");
    const unlabelled = [...segments].filter((segment) => !Object.hasOwn(AUDIT_RESOURCE_LABELS, segment));
    expect(segments.size).toBeGreaterThan(15);
    expect(unlabelled).toEqual([]);
  });

  it("writes every row, with text PostgreSQL cannot store kept as its escape and long text cut", async () => {
    await writeAudit({
      db: t.db,
      entry: {
        userId: null,
        action: "VALIDATION_TEST",
        resource: "r".repeat(100),
        resourceId: null,
        ipAddress: "198.51.100.77",
        userAgent: `agente\u0000${"a".repeat(2000)}`,
        requestPath: "/api/x\ud800",
        requestMethod: "POST",
        success: false,
        errorDetails: null,
        metadata: { "chave\u0000": "valor \udc00", lista: ["\u0000"] },
      },
    });
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "VALIDATION_TEST"), eq(auditLogs.ipAddress, "198.51.100.77")));
    expect(row).toBeDefined();
    expect(row!.resource).toHaveLength(64);
    expect(row!.userAgent!.startsWith("agente\\u0000aaa")).toBe(true);
    expect(row!.userAgent!.length).toBeLessThanOrEqual(512);
    expect(row!.requestPath).toBe("/api/x\\ud800");
    expect(row!.metadata).toEqual({ "chave\\u0000": "valor \\udc00", lista: ["\\u0000"] });
  });
});
