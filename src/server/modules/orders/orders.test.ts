import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import type { Page } from "@shared/paging";
import type { OrderInput } from "@shared/validation/order";
import { orderInputSchema } from "@shared/validation/order";
import { auditLogs } from "@server/db/schema/security";
import { appointments, services } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";
import { createOrder } from "./order-form.service";

describe("orders API", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const otherCustomer = await t.signedIn("cliente");

  async function clientIdOf(c: typeof customer) {
    const { user } = (await (await c.request("/api/session")).json()) as SessionResponse;
    const [row] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, user!.id));
    return row!.id;
  }
  const customerClientId = await clientIdOf(customer);
  const otherClientId = await clientIdOf(otherCustomer);

  const input = (overrides: Partial<OrderInput> = {}): OrderInput => ({
    clientId: customerClientId,
    brand: "Samsung",
    model: "Galaxy S21",
    device: "Celular",
    defect: "Tela quebrada após queda",
    services: [
      { description: "Troca de tela", value: 333.33, discountType: "porcentagem", discountValue: 12.5 },
      { description: "Película", value: 50, discountType: "valor", discountValue: 10 },
    ],
    appointments: [{ date: "2026-07-10", period: "tarde", status: "agendado" }],
    ...overrides,
  });

  async function create(body: OrderInput = input(), as = tecnico) {
    const res = await as.request("/api/orders", { json: body });
    return { res, order: (await res.json()) as Order & { error?: { code: string; message: string } } };
  }
  const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

  describe("create", () => {
    it("writes the order with its services and visit, numbered, with the exact total", async () => {
      const { res, order } = await create();
      expect(res.status).toBe(201);
      expect(order).toMatchObject({ status: "novo", brand: "Samsung", client: { id: customerClientId } });
      expect(order.number).toBeGreaterThan(0);
      // 333,33 − 12,5% (41,67 half-up) = 291,66; 50 − 10 = 40
      expect(order.total).toBe("331.66");
      expect(order.services.map((s) => [s.value, s.discountType, s.discountValue])).toEqual([
        ["333.33", "porcentagem", "12.50"],
        ["50.00", "valor", "10.00"],
      ]);
      expect(order.appointments).toEqual([
        expect.objectContaining({ date: "2026-07-10", period: "tarde", status: "agendado" }),
      ]);
      const { order: next } = await create();
      expect(next.number).toBe(order.number + 1);
      const audit = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.resource, "orders"), eq(auditLogs.resourceId, order.id)));
      expect(audit[0]).toMatchObject({ action: "CREATE", success: true, metadata: { number: order.number } });
    });

    it.each([
      [{ brand: "" }, "Preencha todos os campos obrigatórios"],
      [{ clientId: "" }, "Preencha todos os campos obrigatórios"],
      [{ services: [{ description: "Troca", value: -5 }] }, "Valor não pode ser negativo"],
      [{ services: [{ description: "Troca", value: 100, discountValue: 150 }] }, "Desconto não pode passar de 100%"],
      [
        { services: [{ description: "Troca", value: 100, discountType: "valor", discountValue: 101 }] },
        "Desconto não pode ser maior que o valor do serviço",
      ],
      [{ services: [{ description: "", value: 10 }] }, "Preencha todos os campos obrigatórios do serviço"],
      [{ appointments: [{ date: "" }] }, "Selecione uma data para o agendamento"],
      [{ clientId: "00000000-0000-4000-8000-000000000000" }, "Cliente não encontrado"],
    ] as [Partial<OrderInput>, string][])(
      "refuses bad input with 400 and writes nothing (%#)",
      async (overrides, message) => {
        const before = await orderCount();
        const { res, order } = await create(input(overrides));
        expect(res.status).toBe(400);
        expect(order.error?.message).toBe(message);
        expect(await orderCount()).toBe(before);
      },
    );

    it("rolls the whole order back when a service fails inside the transaction", async () => {
      const before = await orderCount();
      // Past the schema (called directly), the database's own check refuses a discount above the value.
      const data = orderInputSchema.parse(input());
      data.services[1] = { ...data.services[1]!, discountType: "valor", discountValue: 999 };
      const { user } = (await (await tecnico.request("/api/session")).json()) as SessionResponse;
      await expect(createOrder({ db: t.db, user: user!, input: data })).rejects.toThrow();
      expect(await orderCount()).toBe(before);
    });

    it("is for staff only", async () => {
      const before = await orderCount();
      expect((await t.client().request("/api/orders", { json: input() })).status).toBe(401);
      expect((await customer.request("/api/orders", { json: input() })).status).toBe(403);
      expect(await orderCount()).toBe(before);
    });
  });

  describe("update", () => {
    it("replaces fields, keeps, edits, adds and removes services and visits together", async () => {
      const { order } = await create();
      const [screen, film] = order.services;
      const body = input({
        status: "em_andamento",
        warrantyMonths: 3,
        paymentCondition: "a_vista",
        paymentMethod: "pix",
        services: [
          {
            id: screen!.id,
            description: "Troca de tela original",
            value: 400,
            discountType: "porcentagem",
            discountValue: 0,
          },
          { description: "Limpeza", value: 30 },
        ],
        appointments: [],
      });
      const res = await admin.request(`/api/orders/${order.id}`, { method: "PUT", json: body });
      expect(res.status).toBe(200);
      const updated = (await res.json()) as Order;
      expect(updated).toMatchObject({
        status: "em_andamento",
        warrantyMonths: 3,
        paymentMethod: "pix",
        total: "430.00",
        appointments: [],
      });
      expect(updated.services.map((s) => s.description)).toEqual(["Troca de tela original", "Limpeza"]);
      expect(updated.services[0]!.id).toBe(screen!.id);
      expect(await t.db.select().from(services).where(eq(services.id, film!.id))).toHaveLength(0);
    });

    it("refuses another order's service id and changes nothing", async () => {
      const { order: mine } = await create();
      const { order: other } = await create();
      const body = input({
        brand: "Motorola",
        services: [{ id: other.services[0]!.id, description: "Roubado", value: 1 }],
      });
      const res = await tecnico.request(`/api/orders/${mine.id}`, { method: "PUT", json: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Serviço não pertence a este pedido",
      );
      const [row] = await t.db.select().from(orders).where(eq(orders.id, mine.id));
      expect(row!.brand).toBe("Samsung");
      expect(await t.db.select().from(services).where(eq(services.orderId, other.id))).toHaveLength(2);
    });

    it("answers 404 for an unknown order and 403 for a customer", async () => {
      expect(
        (await tecnico.request("/api/orders/00000000-0000-4000-8000-000000000000", { method: "PUT", json: input() }))
          .status,
      ).toBe(404);
      const { order } = await create();
      expect((await customer.request(`/api/orders/${order.id}`, { method: "PUT", json: input() })).status).toBe(403);
    });
  });

  describe("read", () => {
    it("lets a cliente read only their own client record's orders, by list, search and id", async () => {
      const { order: own } = await create(input({ brand: "Positivo" }));
      const { order: foreign } = await create(input({ clientId: otherClientId, brand: "Positivo" }));

      const page = (await (await customer.request("/api/orders?search=positivo&pageSize=100")).json()) as Page<Order>;
      expect(page.items.map((o) => o.id)).toContain(own.id);
      expect(page.items.every((o) => o.clientId === customerClientId)).toBe(true);

      expect((await customer.request(`/api/orders/${own.id}`)).status).toBe(200);
      const denied = await customer.request(`/api/orders/${foreign.id}`);
      expect(denied.status).toBe(404);
      expect(await denied.json()).toEqual({ error: { code: "NOT_FOUND", message: "Pedido não encontrado" } });
      // A customer naming someone else's client in the filter still gets only their own.
      const probe = (await (await customer.request(`/api/orders?clientId=${otherClientId}`)).json()) as Page<Order>;
      expect(probe.total).toBe(0);
    });

    it("searches brand, model, device and client name; filters by status; pages newest first", async () => {
      const tag = `Marca${Date.now()}`;
      const { order: first } = await create(input({ brand: tag, status: "concluido" }));
      const { order: second } = await create(input({ brand: tag, model: "Modelo Raro" }));
      const byBrand = (await (await tecnico.request(`/api/orders?search=${tag.toLowerCase()}`)).json()) as Page<Order>;
      expect(byBrand.items.map((o) => o.id)).toEqual([second.id, first.id]);
      expect(byBrand.total).toBe(2);

      const byModel = (await (await tecnico.request(`/api/orders?search=modelo%20raro`)).json()) as Page<Order>;
      expect(byModel.items.map((o) => o.id)).toContain(second.id);

      const [named] = await t.db
        .insert(clients)
        .values({ name: "Hermengarda Quintanilha", phone: "(11) 3333-4444", address: "Rua Dois, 200" })
        .returning();
      const { order: third } = await create(input({ clientId: named!.id }));
      const byClient = (await (await tecnico.request(`/api/orders?search=quintanilha`)).json()) as Page<Order>;
      expect(byClient.items.map((o) => o.id)).toEqual([third.id]);

      const done = (await (await tecnico.request(`/api/orders?search=${tag}&status=concluido`)).json()) as Page<Order>;
      expect(done.items.map((o) => o.id)).toEqual([first.id]);
      const all = (await (await tecnico.request(`/api/orders?search=${tag}&status=todos`)).json()) as Page<Order>;
      expect(all.total).toBe(2);

      const paged = (await (
        await tecnico.request(`/api/orders?search=${tag}&pageSize=1&page=2`)
      ).json()) as Page<Order>;
      expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(paged.items.map((o) => o.id)).toEqual([first.id]);
    });

    it("refuses a bad filter with 400", async () => {
      expect((await tecnico.request("/api/orders?status=perdido")).status).toBe(400);
      expect((await tecnico.request("/api/orders?pageSize=1000")).status).toBe(400);
    });

    it("answers 401 to anonymous readers", async () => {
      expect((await t.client().request("/api/orders")).status).toBe(401);
    });
  });

  describe("delete", () => {
    it("is refused to a técnico and done by an admin, with the order's parts", async () => {
      const { order } = await create();
      const refused = await tecnico.request(`/api/orders/${order.id}`, { method: "DELETE" });
      expect(refused.status).toBe(403);
      expect((await admin.request(`/api/orders/${order.id}`, { method: "DELETE" })).status).toBe(204);
      expect(await t.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(0);
      expect(await t.db.select().from(appointments).where(eq(appointments.orderId, order.id))).toHaveLength(0);
      const audit = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.resource, "orders"), eq(auditLogs.resourceId, order.id)));
      expect(audit.map((a) => [a.action, a.success])).toEqual(
        expect.arrayContaining([
          ["FORBIDDEN_ACCESS", false],
          ["DELETE", true],
        ]),
      );
      expect((await admin.request(`/api/orders/${order.id}`, { method: "DELETE" })).status).toBe(404);
    });
  });
});
