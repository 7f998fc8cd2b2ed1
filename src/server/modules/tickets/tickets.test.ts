import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { NotificationList, SessionResponse } from "@shared/api-types";
import type { Page } from "@shared/paging";
import type { Ticket } from "@shared/ticket-types";
import { clients } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { createTestApp } from "@server/test/test-app";

const dialog = {
  clientName: "Carla Souza",
  brand: "Brastemp",
  defect: "Vaza água pela porta",
  phone: "(11) 98888-7777",
  address: "Rua das Flores, 120",
};

describe("tickets API", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const stranger = await t.signedIn("cliente");
  const ticketCount = async () => (await t.db.select({ n: count() }).from(tickets))[0]!.n;

  it("a cliente's ticket belongs to their own client record, with product.md §7's subject and text", async () => {
    const res = await customer.request("/api/tickets", { json: dialog });
    expect(res.status).toBe(201);
    const ticket = (await res.json()) as Ticket;
    const { user } = (await (await customer.request("/api/session")).json()) as SessionResponse;
    const [own] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));
    expect(ticket).toMatchObject({
      status: "aberto",
      subject: "Defeito em Brastemp - Carla Souza",
      client: { id: own!.id },
    });
    expect(ticket.description).toBe(
      "Nome: Carla Souza\nTelefone: (11) 98888-7777\nEndereço: Rua das Flores, 120\nEquipamento: Brastemp\nDefeito: Vaza água pela porta",
    );

    const mine = (await (await customer.request("/api/tickets")).json()) as Page<Ticket>;
    expect(mine.items.map((x) => x.id)).toEqual([ticket.id]);
    const theirs = (await (await stranger.request("/api/tickets")).json()) as Page<Ticket>;
    expect(theirs.total).toBe(0);

    // Staff are told of it.
    const bell = (await (await tecnico.request("/api/notifications")).json()) as NotificationList;
    expect(bell.items.some((n) => n.body === ticket.subject)).toBe(true);
  });

  it("refuses a missing field with 'Preencha todos os campos obrigatórios' and writes nothing", async () => {
    const before = await ticketCount();
    for (const field of Object.keys(dialog)) {
      const res = await customer.request("/api/tickets", { json: { ...dialog, [field]: "" } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Preencha todos os campos obrigatórios",
      );
    }
    expect(await ticketCount()).toBe(before);
  });

  it("staff open a ticket for an existing client, or create the client from the dialog", async () => {
    const [existing] = await t.db
      .insert(clients)
      .values({ name: "Loja Parceira", phone: "(11) 3333-0000", address: "Av. Central, 10" })
      .returning();
    const forExisting = (await (
      await tecnico.request("/api/tickets", { json: { ...dialog, clientId: existing!.id } })
    ).json()) as Ticket;
    expect(forExisting.client.id).toBe(existing!.id);
    const forNew = (await (
      await admin.request("/api/tickets", { json: { ...dialog, clientName: "Novo Cliente", phone: "11988887777" } })
    ).json()) as Ticket;
    // The new client's phone is kept as digits; the ticket's text shows it formatted.
    expect(forNew.client).toMatchObject({ name: "Novo Cliente", phone: "11988887777", address: dialog.address });
    expect(forNew.description).toContain("Telefone: (11) 98888-7777\n");
  });

  it("moves aberto → em_analise → resolvido for staff only, refuses any other move, and tells the customer", async () => {
    const ticket = (await (await customer.request("/api/tickets", { json: dialog })).json()) as Ticket;
    const move = (as: typeof admin, status: string) =>
      as.request(`/api/tickets/${ticket.id}/status`, { method: "PATCH", json: { status } });

    expect((await move(customer, "em_analise")).status).toBe(403);
    const skip = await move(tecnico, "resolvido");
    expect(skip.status).toBe(409);
    expect(((await skip.json()) as { error: { message: string } }).error.message).toBe(
      "Não é possível mudar o chamado de Aberto para Resolvido",
    );

    expect((await move(tecnico, "em_analise")).status).toBe(200);
    expect((await move(tecnico, "aberto")).status).toBe(409);
    const resolved = await move(admin, "resolvido");
    expect(((await resolved.json()) as Ticket).status).toBe("resolvido");
    expect((await move(admin, "em_analise")).status).toBe(409);

    const bell = (await (await customer.request("/api/notifications")).json()) as NotificationList;
    expect(bell.items[0]).toMatchObject({
      title: "Chamado atualizado",
      body: `${ticket.subject}: Resolvido`,
      read: false,
    });
    expect(bell.unread).toBeGreaterThan(0);
    expect((await customer.request("/api/notifications/read", { method: "POST", json: {} })).status).toBe(204);
    expect(((await (await customer.request("/api/notifications")).json()) as NotificationList).unread).toBe(0);
  });

  it("searches and filters by status on the server", async () => {
    const tag = `Marca${Date.now()}`;
    await customer.request("/api/tickets", { json: { ...dialog, brand: tag } });
    const found = (await (await tecnico.request(`/api/tickets?search=${tag}&status=aberto`)).json()) as Page<Ticket>;
    expect(found.items.map((x) => x.subject)).toEqual([`Defeito em ${tag} - Carla Souza`]);
    const none = (await (await tecnico.request(`/api/tickets?search=${tag}&status=resolvido`)).json()) as Page<Ticket>;
    expect(none.total).toBe(0);
  });

  it("answers 401 to anonymous visitors", async () => {
    expect((await t.client().request("/api/tickets")).status).toBe(401);
    expect((await t.client().request("/api/tickets", { json: dialog })).status).toBe(401);
  });
});
