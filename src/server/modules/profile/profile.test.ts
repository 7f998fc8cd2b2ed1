import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SearchResults, SessionResponse, SystemInfo } from "@shared/api-types";
import type { CompanyInfo } from "@shared/client-types";
import { DEFAULT_WARRANTY_TERMS } from "@shared/warranty-terms";
import { services } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

describe("profile, preferences and password", async () => {
  const t = await createTestApp();

  it("updates one's own name and phone, and a customer's client record with them", async () => {
    const c = await t.signedIn("cliente");
    const res = await c.request("/api/profile", {
      method: "PUT",
      json: { name: "Rita de Cássia", phone: "(31) 99999-0000" },
    });
    expect(res.status).toBe(200);
    const { user } = (await (await c.request("/api/session")).json()) as SessionResponse;
    // Stored as digits (docs/decisions/024), on the user row and on their client record.
    expect(user).toMatchObject({ name: "Rita de Cássia", phone: "31999990000", role: "cliente" });
    const [record] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));
    expect(record).toMatchObject({ name: "Rita de Cássia", phone: "31999990000" });
    const empty = await c.request("/api/profile", { method: "PUT", json: { name: "" } });
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe("Informe o nome");
  });

  it("cannot change one's own role or e-mail through the profile", async () => {
    const c = await t.signedIn("tecnico");
    await c.request("/api/profile", { method: "PUT", json: { name: "Tiago", role: "admin", email: "x@y.com" } });
    const { user } = (await (await c.request("/api/session")).json()) as SessionResponse;
    expect(user).toMatchObject({ name: "Tiago", role: "tecnico" });
    expect(user!.email).not.toBe("x@y.com");
  });

  it("keeps notification and theme preferences per user, with the defaults of docs/product.md §2", async () => {
    const c = await t.signedIn("cliente");
    expect(await (await c.request("/api/profile/preferences")).json()).toEqual({
      email: true,
      sms: false,
      push: true,
      theme: "system",
    });
    await c.request("/api/profile/preferences", {
      method: "PUT",
      json: { email: false, sms: true, push: true, theme: "dark" },
    });
    expect(await (await c.request("/api/profile/preferences")).json()).toEqual({
      email: false,
      sms: true,
      push: true,
      theme: "dark",
    });
    const other = await t.signedIn("cliente");
    expect(((await (await other.request("/api/profile/preferences")).json()) as { theme: string }).theme).toBe(
      "system",
    );
  });

  it("changes the password with the current one, and ends the other sessions", async () => {
    const account = await t.createUser("tecnico");
    const here = t.client();
    await here.signIn(account.email, account.password);
    const elsewhere = t.client();
    await elsewhere.signIn(account.email, account.password);

    const wrong = await here.request("/api/profile/password", {
      json: { currentPassword: "Errada@123", newPassword: "Nova@Senha9" },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe("Senha atual incorreta");
    const weak = await here.request("/api/profile/password", {
      json: { currentPassword: account.password, newPassword: "fraca" },
    });
    expect(weak.status).toBe(400);

    const ok = await here.request("/api/profile/password", {
      json: { currentPassword: account.password, newPassword: "Nova@Senha9" },
    });
    expect(ok.status).toBe(204);
    expect(((await (await here.request("/api/session")).json()) as SessionResponse).user?.email).toBe(account.email);
    expect(await (await elsewhere.request("/api/session")).json()).toEqual({ user: null, confirmEmail: false });
    expect((await t.client().signIn(account.email, "Nova@Senha9")).status).toBe(200);
  });
});

describe("company, system data, usage report and search", async () => {
  const t = await createTestApp({ clock: () => new Date("2026-06-15T12:00:00Z") });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");

  it("company: everyone reads it (the printout), only an admin edits it", async () => {
    expect(((await (await cliente.request("/api/company")).json()) as CompanyInfo).name).toBe("Assistência Técnica");
    const body = {
      name: "Conserta Tudo Ltda",
      cnpj: "11.222.333/0001-81",
      phone: "(11) 4002-8922",
      email: "contato@conserta.com",
      address: "Rua do Reparo, 42",
    };
    expect((await tecnico.request("/api/company", { method: "PUT", json: body })).status).toBe(403);
    expect(
      (await admin.request("/api/company", { method: "PUT", json: { ...body, cnpj: "11.222.333/0001-82" } })).status,
    ).toBe(400);
    // CNPJ, phone and CEP typed formatted or not are kept as digits.
    const saved = {
      ...body,
      cnpj: "11222333000181",
      phone: "1140028922",
      cep: "01310100",
      warrantyTerms: DEFAULT_WARRANTY_TERMS,
    };
    expect(
      await (await admin.request("/api/company", { method: "PUT", json: { ...body, cep: "01310-100" } })).json(),
    ).toEqual(saved);
    expect(await (await cliente.request("/api/company")).json()).toEqual(saved);
    expect(await (await admin.request("/api/company", { method: "PUT", json: { ...saved, cep: "" } })).json()).toEqual({
      ...saved,
      cep: null,
    });
  });

  it("system data: the real database and no backup yet, for admins only", async () => {
    expect((await tecnico.request("/api/system")).status).toBe(403);
    const info = (await (await admin.request("/api/system")).json()) as SystemInfo;
    expect(info).toEqual({
      version: "1.0.0",
      lastBackupAt: null,
      database: process.env.TEST_ENGINE === "postgres" ? "PostgreSQL" : "PGlite",
    });
  });

  it("usage report: a CSV per month with exact revenue of finished orders, for admins only", async () => {
    const [client] = await t.db
      .insert(clients)
      .values({
        name: "Relatório",
        phone: "(11) 3000-1111",
        address: "Rua R, 1",
        createdAt: new Date("2026-04-10T12:00:00Z"),
      })
      .returning();
    const [done] = await t.db
      .insert(orders)
      .values({
        clientId: client!.id,
        brand: "LG",
        model: "A",
        device: "TV",
        defect: "Não liga",
        status: "concluido",
        createdAt: new Date("2026-04-11T12:00:00Z"),
      })
      .returning();
    const [open] = await t.db
      .insert(orders)
      .values({
        clientId: client!.id,
        brand: "LG",
        model: "B",
        device: "TV",
        defect: "Não liga",
        createdAt: new Date("2026-04-12T12:00:00Z"),
      })
      .returning();
    await t.db.insert(services).values([
      { orderId: done!.id, description: "Placa", value: "333.33", discountType: "porcentagem", discountValue: "12.50" },
      { orderId: done!.id, description: "Limpeza", value: "50.00", discountType: "valor", discountValue: "10.00" },
      { orderId: open!.id, description: "Ainda aberto", value: "999.00" },
    ]);
    expect((await tecnico.request("/api/reports/usage.csv")).status).toBe(403);
    const res = await admin.request("/api/reports/usage.csv");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="relatorio-uso-2026-06-15.csv"');
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe("Mês;Pedidos;Chamados;Clientes;Receita (R$)");
    expect(csv).toContain("2026-04;2;0;1;331,66\r\n");
  });

  it("search: grouped results within scope, by OS number and names", async () => {
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Bartolomeu Achado", phone: "(11) 3000-2222", address: "Rua B, 2" })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({ clientId: client!.id, brand: "Philco", model: "P1", device: "Micro-ondas", defect: "Não esquenta" })
      .returning();
    const staff = (await (await tecnico.request("/api/search?q=bartolomeu")).json()) as SearchResults;
    expect(staff.orders.map((o) => o.id)).toEqual([order!.id]);
    expect(staff.clients.map((c) => c.id)).toEqual([client!.id]);
    const byNumber = (await (await tecnico.request(`/api/search?q=${order!.number}`)).json()) as SearchResults;
    expect(byNumber.orders.map((o) => o.id)).toContain(order!.id);
    const customer = (await (await cliente.request("/api/search?q=bartolomeu")).json()) as SearchResults;
    expect(customer).toEqual({ orders: [], clients: [], tickets: [] });
    expect((await t.client().request("/api/search?q=x")).status).toBe(401);
    expect((await tecnico.request("/api/search?q=")).status).toBe(400);
  });

  it("search: a client's phone and CPF, typed formatted or not", async () => {
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Teodora Numérica", phone: "11987654321", cpf: "52998224725", address: "Rua N, 9" })
      .returning();
    for (const q of ["529.982", "52998224725", "529.982.247-25", "(11) 98765", "11987654321", "98765-4321"]) {
      const found = (await (
        await tecnico.request(`/api/search?${new URLSearchParams({ q })}`)
      ).json()) as SearchResults;
      expect(found.clients, q).toEqual([{ id: client!.id, name: "Teodora Numérica", phone: "11987654321" }]);
    }
    // A search of words is not read as a number: "Rua 11" is no phone.
    const words = (await (await tecnico.request("/api/search?q=Rua%2011")).json()) as SearchResults;
    expect(words.clients).toEqual([]);
  });
});
