import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Client, ClientDetail } from "@shared/client-types";
import type { Page } from "@shared/paging";
import { auditLogs } from "@server/db/schema/security";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { createTestApp } from "@server/test/test-app";

const valid = {
  name: "João da Silva",
  phone: "(11) 91234-5678",
  address: "Rua das Flores, 120",
  cpf: "529.982.247-25",
  email: "JOAO@Exemplo.com",
};

describe("clients API", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");

  async function create(c = tecnico, body: object = valid) {
    const res = await c.request("/api/clients", { json: body });
    return { res, body: (await res.json()) as Client & { error?: { message: string } } };
  }

  it("refuses anonymous visitors (401) and customers (403)", async () => {
    expect((await t.client().request("/api/clients")).status).toBe(401);
    expect((await cliente.request("/api/clients")).status).toBe(403);
    expect((await cliente.request("/api/clients", { json: valid })).status).toBe(403);
    expect(await t.db.select().from(clients).where(eq(clients.name, valid.name))).toHaveLength(0);
  });

  it("lets a técnico create a client, normalised, and audits it", async () => {
    const { res, body } = await create();
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      name: "João da Silva",
      email: "joao@exemplo.com",
      phone: "11912345678",
      cpf: "52998224725",
      cep: null,
      mapsLocation: null,
      hasAccount: false,
    });
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "clients"), eq(auditLogs.resourceId, body.id)));
    expect(rows[0]).toMatchObject({ action: "CREATE", success: true });
  });

  it.each([
    [{ ...valid, phone: "" }, "Telefone deve ter pelo menos 10 caracteres"],
    [{ ...valid, address: "Rua" }, "Endereço deve ter pelo menos 5 caracteres"],
    [{ ...valid, cpf: "111.111.111-11" }, "CPF inválido"],
    [{ ...valid, phone: "(10) 91234-5678" }, "DDD inválido"],
    [{ ...valid, cep: "0131-0100" }, "CEP inválido"],
    [{ ...valid, mapsLocation: "javascript:alert(1)" }, "URL potencialmente perigosa foi bloqueada."],
    [{ ...valid, mapsLocation: "ftp://arquivos.example/mapa" }, "URL inválida"],
  ])("refuses bad input with the shared rule's message (%#)", async (body, message) => {
    const { res, body: answer } = await create(tecnico, body);
    expect(res.status).toBe(400);
    expect(answer.error?.message).toBe(message);
  });

  it("searches by name, phone, e-mail and CPF, paged", async () => {
    const marker = `Zuleica ${Date.now().toString(36).replace(/\d/g, "")}`;
    await create(tecnico, { ...valid, name: marker, phone: "(21) 97777-1234", cpf: "", email: "zuleica@x.com" });
    for (const search of [marker.toLowerCase(), "97777-1234", "zuleica@x", marker.split(" ")[1]!]) {
      const page = (await (
        await admin.request(`/api/clients?search=${encodeURIComponent(search)}`)
      ).json()) as Page<Client>;
      expect(
        page.items.map((c) => c.name),
        search,
      ).toContain(marker);
    }
    const page = (await (await admin.request("/api/clients?pageSize=1")).json()) as Page<Client>;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it("stores CPF, phone and CEP as digits, typed formatted or not", async () => {
    const formatted = await create(tecnico, { ...valid, phone: "(11) 3456-7890", cep: "01310-100" });
    const bare = await create(tecnico, { ...valid, phone: "1134567890", cpf: "52998224725", cep: "01310100" });
    for (const { res, body } of [formatted, bare]) {
      expect(res.status).toBe(201);
      expect(body).toMatchObject({ phone: "1134567890", cpf: "52998224725", cep: "01310100" });
      const [row] = await t.db.select().from(clients).where(eq(clients.id, body.id));
      expect(row).toMatchObject({ phone: "1134567890", cpf: "52998224725", cep: "01310100" });
    }
    const res = await tecnico.request(`/api/clients/${bare.body.id}`, {
      method: "PUT",
      json: { ...valid, phone: "+5511987654321", cep: "" },
    });
    expect(await res.json()).toMatchObject({ phone: "11987654321", cep: null });
  });

  it("finds a CPF and a phone searched formatted or not", async () => {
    const cpf = "39053344705";
    const phone = "31998761234";
    const marker = `Quitéria ${Date.now().toString(36).replace(/\d/g, "")}`;
    await create(tecnico, { ...valid, name: marker, phone, cpf });
    for (const search of [
      "390.533",
      "390533",
      "390.533.447-05",
      cpf,
      "(31) 99876",
      "31 99876-1234",
      phone,
      "8761-234",
    ]) {
      const page = (await (
        await admin.request(`/api/clients?search=${encodeURIComponent(search)}`)
      ).json()) as Page<Client>;
      expect(
        page.items.map((c) => c.name),
        search,
      ).toEqual([marker]);
      expect(page.total, search).toBe(1);
    }
  });

  it("treats % and _ in a search as text, not wildcards", async () => {
    const page = (await (await admin.request("/api/clients?search=%25")).json()) as Page<Client>;
    expect(page.total).toBe(0);
  });

  it("updates a client, and answers 404 for an unknown one", async () => {
    const { body: created } = await create();
    const res = await tecnico.request(`/api/clients/${created.id}`, {
      method: "PUT",
      json: { ...valid, name: "João Atualizado", mapsLocation: "https://maps.example/x" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "João Atualizado", mapsLocation: "https://maps.example/x" });
    const missing = await tecnico.request("/api/clients/00000000-0000-4000-8000-000000000000", {
      method: "PUT",
      json: valid,
    });
    expect(missing.status).toBe(404);
  });

  it("shows a client's tickets on their page", async () => {
    const { body: created } = await create();
    await t.db.insert(tickets).values({ clientId: created.id, subject: "Defeito em LG - João", description: "x" });
    const detail = (await (await tecnico.request(`/api/clients/${created.id}`)).json()) as ClientDetail;
    expect(detail.tickets.map((x) => x.subject)).toEqual(["Defeito em LG - João"]);
  });

  it("lets only an admin delete, and refuses a client with orders", async () => {
    const { body: withOrder } = await create();
    await t.db
      .insert(orders)
      .values({ clientId: withOrder.id, brand: "LG", model: "X", device: "TV", defect: "Não liga" });
    expect((await tecnico.request(`/api/clients/${withOrder.id}`, { method: "DELETE" })).status).toBe(403);
    const refused = await admin.request(`/api/clients/${withOrder.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "CONFLICT", message: "Não é possível excluir um cliente com pedidos ou chamados" },
    });
    expect(await t.db.select().from(clients).where(eq(clients.id, withOrder.id))).toHaveLength(1);

    const { body: alone } = await create();
    expect((await admin.request(`/api/clients/${alone.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await t.db.select().from(clients).where(eq(clients.id, alone.id))).toHaveLength(0);
  });
});
