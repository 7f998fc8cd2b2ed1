import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import type { Page } from "@shared/paging";
import type { OrderInput } from "@shared/validation/order";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// The list's queries are prepared once per shape of filters (order-list.queries.ts): every shape, for staff
// and for a cliente, must answer exactly what the filters mean, as the per-call queries did.
describe("orders list: each prepared shape of filters", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");

  const { user } = (await (await customer.request("/api/session")).json()) as SessionResponse;
  const [own] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, user!.id));
  const [other] = await t.db
    .insert(clients)
    .values({ name: "Gumercinda D'Ávila", phone: "(11) 3333-4444", address: "Rua Um, 1" })
    .returning();
  const ownId = own!.id;
  const otherId = other!.id;

  const input = (clientId: string, brand: string, status: OrderInput["status"]): OrderInput => ({
    clientId,
    brand,
    model: "Modelo 100%",
    device: "Celular",
    defect: "Não liga",
    status,
    services: [{ description: "Diagnóstico", value: 80, discountType: "porcentagem", discountValue: 0 }],
    appointments: [],
  });
  for (const [clientId, brand, status] of [
    [ownId, "Samsung", "novo"],
    [otherId, "Samsung", "concluido"],
    [ownId, "Motorola", "concluido"],
    [otherId, "Brastemp", "novo"],
    [otherId, "Dávila", "novo"],
    [ownId, "Samsung", "em_andamento"],
  ] as const) {
    expect((await tecnico.request("/api/orders", { json: input(clientId, brand, status) })).status).toBe(201);
  }

  // What each filter means, over every order: the reference the answers are held to.
  const all = await t.db
    .select({
      id: orders.id,
      number: orders.number,
      clientId: orders.clientId,
      brand: orders.brand,
      model: orders.model,
      device: orders.device,
      status: orders.status,
      name: clients.name,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .orderBy(asc(orders.number));
  const newestFirst = [...all].reverse();
  const expected = (scope: string | undefined, f: { status?: string; clientId?: string; search?: string }) =>
    newestFirst.filter(
      (o) =>
        (!scope || o.clientId === scope) &&
        (!f.status || o.status === f.status) &&
        (!f.clientId || o.clientId === f.clientId) &&
        (!f.search ||
          [o.brand, o.model, o.device, o.name].some((text) => text.toLowerCase().includes(f.search!.toLowerCase()))),
    );

  const statuses = [undefined, "novo", "concluido"];
  const clientIds = [undefined, ownId, otherId];
  // A brand, a client's name (an apostrophe in it), a literal % (not a wildcard), and a miss.
  const searches = [undefined, "samsung", "d'ávila", "100%", "nada disso"];
  const filters = statuses.flatMap((status) =>
    clientIds.flatMap((clientId) => searches.map((search) => ({ status, clientId, search }))),
  );

  it.each([
    ["a técnico", tecnico, undefined],
    ["a cliente", customer, ownId],
  ] as const)(
    "answers %s the orders each combination of filters means, paged, with their total",
    async (_who, as, scope) => {
      for (const f of filters) {
        const query = new URLSearchParams({
          pageSize: "2",
          ...(f.status && { status: f.status }),
          ...(f.clientId && { clientId: f.clientId }),
          ...(f.search && { search: f.search }),
        });
        const want = expected(scope, f);
        for (const page of [1, 2]) {
          const res = await as.request(`/api/orders?${query}&page=${page}`);
          expect(res.status).toBe(200);
          const body = (await res.json()) as Page<Order>;
          expect({ f, page, ids: body.items.map((o) => o.id), total: body.total }).toEqual({
            f,
            page,
            ids: want.slice((page - 1) * 2, page * 2).map((o) => o.id),
            total: want.length,
          });
        }
      }
    },
  );

  it("gives a listed order the same body as the order opened alone", async () => {
    const page = (await (await customer.request("/api/orders?search=samsung")).json()) as Page<Order>;
    expect(page.items.length).toBeGreaterThan(0);
    for (const order of page.items) {
      expect(await (await customer.request(`/api/orders/${order.id}`)).json()).toEqual(order);
      expect(await (await tecnico.request(`/api/orders/${order.id}`)).json()).toEqual(order);
    }
    expect(Object.keys(page.items[0]!.client)).toEqual([
      "id",
      "name",
      "phone",
      "address",
      "mapsLocation",
      "email",
      "cpf",
    ]);
  });
});
