import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Page } from "@shared/paging";
import type { UserSummary } from "@shared/user-types";
import { user } from "@server/db/schema/auth";
import { auditLogs } from "@server/db/schema/security";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

describe("users API (admin)", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");
  let n = 0;
  const newUser = (role = "tecnico") => ({
    name: "Paulo Técnico",
    email: `paulo${++n}-${Date.now()}@loja.com`,
    password: "Forte@123",
    phone: "(11) 97777-6666",
    role,
  });

  async function create(body = newUser()) {
    const res = await admin.request("/api/users", { json: body });
    return { res, created: (await res.json()) as UserSummary };
  }

  it("refuses anonymous (401), técnicos and customers (403) on every route", async () => {
    expect((await t.client().request("/api/users")).status).toBe(401);
    for (const who of [tecnico, cliente]) {
      expect((await who.request("/api/users")).status).toBe(403);
      expect((await who.request("/api/users", { json: newUser("admin") })).status).toBe(403);
    }
    const { user: me } = (await (await tecnico.request("/api/session")).json()) as SessionResponse;
    expect(
      (await tecnico.request(`/api/users/${me!.id}`, { method: "PUT", json: { name: "Eu", role: "admin" } })).status,
    ).toBe(403);
    const [row] = await t.db.select().from(user).where(eq(user.id, me!.id));
    expect(row!.role).toBe("tecnico");
  });

  it("creates a user who can sign in, and audits it", async () => {
    const body = newUser();
    const { res, created } = await create(body);
    expect(res.status).toBe(201);
    expect(created).toMatchObject({ name: body.name, email: body.email, role: "tecnico", phone: "11977776666" });
    expect((await t.client().signIn(body.email, body.password)).status).toBe(200);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, created.id));
    expect(audit[0]).toMatchObject({ action: "CREATE", resource: "users", success: true });
  });

  it("refuses a weak password, a taken e-mail and missing fields", async () => {
    expect(
      (
        (await (await admin.request("/api/users", { json: { ...newUser(), password: "123456" } })).json()) as {
          error: { message: string };
        }
      ).error.message,
    ).toBe("Senha deve ter pelo menos 8 caracteres");
    const { created } = await create();
    const taken = await admin.request("/api/users", { json: { ...newUser(), email: created.email } });
    expect(taken.status).toBe(409);
    const missing = await admin.request("/api/users", { json: { ...newUser(), name: "" } });
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "Preencha todos os campos obrigatórios",
    );
  });

  it("lists with search and role filter", async () => {
    const { created } = await create({ ...newUser("cliente"), name: "Genoveva Prates" });
    const found = (await (await admin.request("/api/users?search=genoveva&role=cliente")).json()) as Page<UserSummary>;
    expect(found.items.map((u) => u.id)).toEqual([created.id]);
    const wrongRole = (await (
      await admin.request("/api/users?search=genoveva&role=admin")
    ).json()) as Page<UserSummary>;
    expect(wrongRole.total).toBe(0);
  });

  it("finds a user by phone, searched formatted or not", async () => {
    const { created } = await create({ ...newUser(), phone: "(48) 3222-7788" });
    for (const search of ["(48) 3222", "4832227788", "3222-7788"]) {
      const found = (await (
        await admin.request(`/api/users?${new URLSearchParams({ search })}`)
      ).json()) as Page<UserSummary>;
      expect(
        found.items.map((u) => u.id),
        search,
      ).toEqual([created.id]);
    }
  });

  it("edits name, phone and role", async () => {
    const { created } = await create();
    const res = await admin.request(`/api/users/${created.id}`, {
      method: "PUT",
      json: { name: "Paulo Admin", phone: "", role: "admin" },
    });
    expect(await res.json()).toMatchObject({ name: "Paulo Admin", phone: null, role: "admin" });
  });

  it("resets a password: the old one stops working, the new one signs in, their sessions end", async () => {
    const body = newUser();
    const { created } = await create(body);
    const theirSession = t.client();
    await theirSession.signIn(body.email, body.password);
    const res = await admin.request(`/api/users/${created.id}/password`, { json: { password: "Nova@Senha1" } });
    expect(res.status).toBe(204);
    expect(await (await theirSession.request("/api/session")).json()).toEqual({ user: null, confirmEmail: false });
    expect((await t.client().signIn(body.email, body.password)).status).toBe(401);
    expect((await t.client().signIn(body.email, "Nova@Senha1")).status).toBe(200);
    expect((await admin.request(`/api/users/${created.id}/password`, { json: { password: "fraca" } })).status).toBe(
      400,
    );
  });

  it("changes an e-mail only to a free one, ending their sessions", async () => {
    const body = newUser();
    const { created } = await create(body);
    const { created: other } = await create();
    const theirSession = t.client();
    await theirSession.signIn(body.email, body.password);
    const taken = await admin.request(`/api/users/${created.id}/email`, {
      method: "PUT",
      json: { email: other.email },
    });
    expect(taken.status).toBe(409);
    const fresh = `novo-${Date.now()}@loja.com`;
    const res = await admin.request(`/api/users/${created.id}/email`, {
      method: "PUT",
      json: { email: fresh.toUpperCase() },
    });
    expect(await res.json()).toMatchObject({ email: fresh });
    expect(await (await theirSession.request("/api/session")).json()).toEqual({ user: null, confirmEmail: false });
    expect((await t.client().signIn(fresh, body.password)).status).toBe(200);
  });

  it("deletes a user but keeps the orders they created and a customer's client record", async () => {
    const { created: staff } = await create();
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Cliente Fiel", phone: "(11) 3000-0000", address: "Rua A, 100" })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({ clientId: client!.id, userId: staff.id, brand: "LG", model: "X", device: "TV", defect: "Não liga" })
      .returning();
    const { created: customer } = await create(newUser("cliente"));

    expect((await admin.request(`/api/users/${staff.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await admin.request(`/api/users/${customer.id}`, { method: "DELETE" })).status).toBe(204);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept!.userId).toBeNull();
    const records = await t.db.select().from(clients).where(eq(clients.name, "Paulo Técnico"));
    expect(records.some((r) => r.userId === null)).toBe(true);
    expect(await t.db.select().from(user).where(eq(user.id, staff.id))).toHaveLength(0);
  });

  it("never deletes or demotes the last admin, nor lets an admin delete themselves", async () => {
    const solo = await createTestApp();
    const onlyAdmin = await solo.signedIn("admin");
    const { user: me } = (await (await onlyAdmin.request("/api/session")).json()) as SessionResponse;
    const self = await onlyAdmin.request(`/api/users/${me!.id}`, { method: "DELETE" });
    expect(self.status).toBe(409);
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe(
      "Você não pode excluir a sua própria conta",
    );
    const demote = await onlyAdmin.request(`/api/users/${me!.id}`, {
      method: "PUT",
      json: { name: "Só Eu", role: "tecnico" },
    });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { error: { message: string } }).error.message).toBe(
      "Não é possível remover o último administrador",
    );
  });
});
