import { describe, expect, it } from "vitest";
import { can } from "@shared/permissions";
import { multiplyLimits, RATE_LIMITS } from "@shared/rate-limits";
import { ROLES } from "@shared/roles";
import { accessOf, type Access } from "./middleware/guards";
import { createTestApp } from "./test/test-app";

// Limits lifted: a 429 must never stand in for the answer of the guard.
const lifted = multiplyLimits(RATE_LIMITS, 1_000_000);
const SOME_ID = "00000000-0000-4000-8000-000000000000";
const requestOf = (method: string, path: string) => ({
  path: path.replace(/:\w+/g, SOME_ID),
  init: method === "GET" ? { method } : { method, json: {} },
});

/**
 * The permission policy (src/shared/permissions.ts) held against every route of the API: each route
 * declares who may call it, and the server answers each role as the policy says, whatever the screens
 * show.
 */
describe("the permission policy against every route", async () => {
  const t = await createTestApp({ limits: lifted });
  const sessions = {
    admin: await t.signedIn("admin"),
    tecnico: await t.signedIn("tecnico"),
    cliente: await t.signedIn("cliente"),
  };

  // Hono lists every handler of every route: the route's guard is among them.
  const routes = new Map<string, { method: string; path: string; access: Access[] }>();
  for (const { method, path, handler } of t.app.routes) {
    if (!path.startsWith("/api/") || method === "ALL") continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, access: [] };
    const access = accessOf(handler);
    if (access) route.access.push(access);
    routes.set(key, route);
  }
  // Signing out would end the sessions the other checks use; it is declared like every other route.
  const checked = [...routes.values()].filter(({ path }) => path !== "/api/auth/sign-out");

  it("finds every route, each declaring exactly one access", () => {
    expect(routes.size).toBeGreaterThan(55);
    const undeclared = [...routes.values()].filter((r) => r.access.length !== 1).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it("answers 401 to a signed-out caller on every route but those anyone may call", async () => {
    for (const { method, path, access } of checked) {
      const { path: address, init } = requestOf(method, path);
      const res = await t.client().request(address, init);
      if (access[0] === "anyone") expect(res.status, `${method} ${path}`).not.toBe(401);
      else expect(res.status, `${method} ${path}`).toBe(401);
      await res.body?.cancel();
    }
  });

  it("answers each role 403 exactly where the policy denies it", { timeout: 60_000 }, async () => {
    for (const { method, path, access } of checked) {
      for (const role of ROLES) {
        const { path: address, init } = requestOf(method, path);
        const res = await sessions[role].request(address, init);
        const allowed = access[0] === "anyone" || can(role, access[0]!);
        const context = `${role} ${method} ${path}`;
        if (allowed) expect([401, 403], context).not.toContain(res.status);
        else expect(res.status, context).toBe(403);
        await res.body?.cancel();
      }
    }
  });
});
