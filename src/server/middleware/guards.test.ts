import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "@server/context";
import { user } from "@server/db/schema/auth";
import { auditLogs } from "@server/db/schema/security";
import { AppError, errorBody } from "@server/errors";
import { writeAudit } from "@server/modules/audit/audit.service";
import { alertOnPrivilegeEscalation } from "@server/modules/security/privilege-escalation";
import { createTestApp } from "@server/test/test-app";
import { auditTrail } from "./audit";
import type { SessionUser } from "@shared/api-types";
import { allow } from "./guards";

describe("allow", async () => {
  const t = await createTestApp();
  const { db } = t;
  // Real accounts: the refusal's audit row and security alert refer to them.
  const ids: Partial<Record<SessionUser["role"], string>> = {};
  for (const role of ["admin", "tecnico"] as const) {
    const { email } = await t.createUser(role);
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    ids[role] = row!.id;
  }

  // The guard on a route of its own, behind the audit middleware recording as the real app's does.
  function appAs(user: SessionUser | null) {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("user", user);
        c.set("ip", "192.0.2.9");
        await next();
      })
      .use(
        auditTrail(async (entry) => {
          await writeAudit({ db, entry });
          await alertOnPrivilegeEscalation(db, entry, new Date());
        }),
      )
      .get("/api/admin-only", allow("users.manage"), (c) => c.json({ ok: true }));
    app.onError((e, c) => (e instanceof AppError ? c.json(errorBody(e.code, e.message), e.status) : c.json({}, 500)));
    return app;
  }
  const person = (role: "admin" | "tecnico"): SessionUser => ({
    id: ids[role]!,
    name: role,
    email: `${role}@x.local`,
    emailVerified: true,
    role,
    phone: null,
  });

  it("lets the listed role through", async () => {
    expect((await appAs(person("admin")).request("/api/admin-only")).status).toBe(200);
  });

  it("answers 403 in pt-BR to a técnico and audits it", async () => {
    const res = await appAs(person("tecnico")).request("/api/admin-only");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "FORBIDDEN", message: "Acesso negado" } });
    const rows = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "FORBIDDEN_ACCESS"), eq(auditLogs.userId, ids.tecnico!)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resource: "admin-only", success: false, ipAddress: "192.0.2.9" });
  });

  it("answers 401 to anonymous requests", async () => {
    const res = await appAs(null).request("/api/admin-only");
    expect(res.status).toBe(401);
  });
});
