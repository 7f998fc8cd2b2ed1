import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Page } from "@shared/paging";
import type { Ticket } from "@shared/ticket-types";
import { clients } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { createTestApp } from "@server/test/test-app";

// The list's queries are prepared once per shape of filters (tickets.service.ts): every shape, for
// staff and for a cliente, must answer exactly what the filters mean, as the per-call queries did.
describe("tickets list: each prepared shape of filters", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");

  const { user } = (await (await customer.request("/api/session")).json()) as SessionResponse;
  const dialog = { brand: "Brastemp", defect: "Vaza água", phone: "(11) 98888-7777", address: "Rua das Flores, 120" };
  const opened: Ticket[] = [];
  for (const [as, clientName, brand] of [
    [customer, "Carla Souza", "Brastemp"],
    [tecnico, "Gumercinda D'Ávila", "Consul"],
    [customer, "Carla Souza", "Electrolux"],
    [tecnico, "Heitor Brastemp", "Philco"],
  ] as const) {
    const res = await as.request("/api/tickets", { json: { ...dialog, clientName, brand } });
    expect(res.status).toBe(201);
    opened.push((await res.json()) as Ticket);
  }
  // One moved on, so the status filter has something to tell apart.
  expect(
    (await tecnico.request(`/api/tickets/${opened[0]!.id}/status`, { method: "PATCH", json: { status: "em_analise" } }))
      .status,
  ).toBe(200);

  const [own] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, user!.id));
  const all = await t.db
    .select({
      id: tickets.id,
      clientId: tickets.clientId,
      subject: tickets.subject,
      description: tickets.description,
      status: tickets.status,
      name: clients.name,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .innerJoin(clients, eq(clients.id, tickets.clientId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  const newestFirst = [...all].reverse();
  const expected = (scope: string | undefined, f: { status?: string; search?: string }) =>
    newestFirst.filter(
      (x) =>
        (!scope || x.clientId === scope) &&
        (!f.status || x.status === f.status) &&
        (!f.search ||
          [x.subject, x.description, x.name].some((text) => text.toLowerCase().includes(f.search!.toLowerCase()))),
    );

  // The subject, the description only ("vaza"), a client's name ("heitor": not the customer's own record's), a miss.
  const searches = [undefined, "brastemp", "vaza", "heitor", "d'ávila", "nada disso"];
  const filters = [undefined, "aberto", "em_analise"].flatMap((status) =>
    searches.map((search) => ({ status, search })),
  );

  it.each([
    ["a técnico", tecnico, undefined],
    ["a cliente", customer, own!.id],
  ] as const)(
    "answers %s the tickets each combination of filters means, paged, with their total",
    async (_who, as, scope) => {
      for (const f of filters) {
        const query = new URLSearchParams({
          pageSize: "1",
          ...(f.status && { status: f.status }),
          ...(f.search && { search: f.search }),
        });
        const want = expected(scope, f);
        for (const page of [1, 2]) {
          const body = (await (await as.request(`/api/tickets?${query}&page=${page}`)).json()) as Page<Ticket>;
          expect({ f, page, ids: body.items.map((x) => x.id), total: body.total }).toEqual({
            f,
            page,
            ids: want.slice(page - 1, page).map((x) => x.id),
            total: want.length,
          });
        }
      }
    },
  );

  it("answers a listed ticket with the body it was opened with", async () => {
    const page = (await (await tecnico.request("/api/tickets?pageSize=100")).json()) as Page<Ticket>;
    const byId = new Map(page.items.map((x) => [x.id, x]));
    for (const ticket of opened.slice(1)) expect(byId.get(ticket.id)).toEqual(ticket);
    expect(Object.keys(page.items[0]!)).toEqual(["id", "subject", "description", "status", "createdAt", "client"]);
  });
});
