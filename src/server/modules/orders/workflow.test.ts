import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderEvent } from "@shared/order-types";
import type { OrderInput, StatusChangeInput } from "@shared/validation/order";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

type Answer<T> = T & { error?: { code: string; message: string } };

describe("the repair workflow", async () => {
  const now = new Date("2026-11-24T12:00:00-03:00");
  const t = await createTestApp({ clock: () => now });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const otherCustomer = await t.signedIn("cliente");

  async function userOf(session: typeof customer) {
    return ((await (await session.request("/api/session")).json()) as SessionResponse).user!;
  }
  const customerUser = await userOf(customer);
  const tecnicoUser = await userOf(tecnico);
  const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, customerUser.id));

  const intake = (overrides: Partial<OrderInput> = {}): OrderInput => ({
    clientId: record!.id,
    brand: "Motorola",
    model: "Moto G84",
    device: "Celular",
    defect: "Não carrega a bateria",
    serialNumber: "359876543210987",
    accessories: ["carregador", "capa", "capa"],
    accessoriesNote: "Película já trincada",
    arrivalCondition: "Riscos na tampa traseira",
    unlockCode: "1479",
    technicianId: tecnicoUser.id,
    expectedOn: "2026-11-28",
    warrantyMonths: 3,
    ...overrides,
  });

  async function json<T>(res: Response) {
    return (await res.json()) as Answer<T>;
  }
  async function create(body = intake()) {
    return json<Order>(await tecnico.request("/api/orders", { json: body }));
  }
  const move = (id: string, change: StatusChangeInput, as = tecnico) =>
    as.request(`/api/orders/${id}/status`, { json: change });
  const history = async (id: string, as = tecnico) => json<OrderEvent[]>(await as.request(`/api/orders/${id}/history`));

  it("records the intake, shows the unlock code to staff only, and starts the history", async () => {
    const order = await create();
    expect(order).toMatchObject({
      serialNumber: "359876543210987",
      accessories: ["carregador", "capa"],
      accessoriesNote: "Película já trincada",
      arrivalCondition: "Riscos na tampa traseira",
      technician: { id: tecnicoUser.id },
      expectedOn: "2026-11-28",
    });
    const asStaff = await json<Order>(await tecnico.request(`/api/orders/${order.id}`));
    expect(asStaff.unlockCode).toBe("1479");
    const asCustomer = await json<Order>(await customer.request(`/api/orders/${order.id}`));
    expect(asCustomer.unlockCode).toBeNull();
    const list = await json<{ items: Order[] }>(await tecnico.request("/api/orders"));
    expect(list.items.every((item) => item.unlockCode === null)).toBe(true);
    // The customer's own data export leaves it out too.
    const exported = await (await customer.request("/api/privacy/export")).text();
    expect(exported).toContain(order.id);
    expect(exported).not.toContain("1479");
    expect((await history(order.id)).map((e) => e.kind)).toEqual(["criado", "atribuido"]);
  });

  it("refuses a technician who is not staff, and an order created delivered or cancelled", async () => {
    const res = await tecnico.request("/api/orders", { json: intake({ technicianId: customerUser.id }) });
    expect(res.status).toBe(400);
    expect((await json(res)).error?.message).toBe("Técnico não encontrado");
    for (const status of ["entregue", "cancelado"] as const) {
      expect((await tecnico.request("/api/orders", { json: intake({ status }) })).status).toBe(400);
    }
  });

  it("moves along the workflow in one click with a note, and refuses any other move with 409", async () => {
    const order = await create();
    const res = await move(order.id, { status: "aguardando_aprovacao", note: "Orçamento enviado por WhatsApp" });
    expect(res.status).toBe(200);
    expect((await json<Order>(res)).status).toBe("aguardando_aprovacao");

    const refused = await move(order.id, { status: "concluido" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error?.message).toBe(
      "Não é possível passar de “Aguardando aprovação” para “Concluído”",
    );
    expect((await move(order.id, { status: "novo" })).status).toBe(409);

    const events = await history(order.id);
    expect(events.at(-1)).toMatchObject({
      kind: "status",
      fromStatus: "novo",
      toStatus: "aguardando_aprovacao",
      note: "Orçamento enviado por WhatsApp",
      userName: tecnicoUser.name,
    });
  });

  it("moves an order once when the same click arrives twenty times at once", async () => {
    const order = await create();
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(order.id, { status: "em_andamento" })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect((await history(order.id)).filter((e) => e.kind === "status")).toHaveLength(1);
  });

  it("cancels only with a reason, and closes the order", async () => {
    const order = await create();
    const missing = await move(order.id, { status: "cancelado" });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error?.message).toBe("Informe o motivo do cancelamento");
    const cancelled = await json<Order>(
      await move(order.id, { status: "cancelado", cancelReason: "Cliente desistiu" }),
    );
    expect(cancelled).toMatchObject({ status: "cancelado", cancelReason: "Cliente desistiu" });
    expect((await move(order.id, { status: "em_andamento" })).status).toBe(409);
  });

  it("delivers a finished repair to whoever picked it up, erasing the unlock code", async () => {
    const order = await create();
    expect((await move(order.id, { status: "entregue", pickedUpBy: "Ana" })).status).toBe(409);
    await move(order.id, { status: "em_andamento" });
    await move(order.id, { status: "concluido", note: "Conector de carga trocado" });
    const missing = await move(order.id, { status: "entregue" });
    expect((await json(missing)).error?.message).toBe("Informe quem retirou o aparelho");
    const delivered = await json<Order>(await move(order.id, { status: "entregue", pickedUpBy: "Ana Souza" }));
    expect(delivered).toMatchObject({ status: "entregue", pickedUpBy: "Ana Souza", unlockCode: null });
    expect(Date.parse(delivered.deliveredAt!)).toBe(now.getTime());
  });

  it("refuses delivering or cancelling through the whole form, and a move the workflow does not allow", async () => {
    const order = await create();
    const put = (status: OrderInput["status"]) =>
      tecnico.request(`/api/orders/${order.id}`, { method: "PUT", json: intake({ status }) });
    expect((await put("cancelado")).status).toBe(400);
    await move(order.id, { status: "aguardando_peca" });
    expect((await put("concluido")).status).toBe(409);
    expect((await put("em_andamento")).status).toBe(200);
  });

  it("records edits by field and assignments by name", async () => {
    const order = await create(intake({ technicianId: null }));
    const res = await admin.request(`/api/orders/${order.id}`, {
      method: "PUT",
      json: intake({
        defect: "Não carrega e esquenta",
        technicalReport: "Conector oxidado",
        technicianId: tecnicoUser.id,
      }),
    });
    expect(res.status).toBe(200);
    const events = await history(order.id);
    // The assignment has an entry of its own.
    expect(events.find((e) => e.kind === "editado")?.detail).toEqual({ fields: ["Defeito", "Laudo técnico"] });
    expect(events.find((e) => e.kind === "atribuido")?.detail).toMatchObject({ technicianName: tecnicoUser.name });
  });

  it("shows a customer the status changes of their own order only, without the shop's notes or names", async () => {
    const order = await create();
    await move(order.id, { status: "em_andamento", note: "Nota interna da bancada" });
    const events = await history(order.id, customer);
    expect(events.map((e) => e.kind)).toEqual(["criado", "status"]);
    expect(events.every((e) => e.note === null && e.userName === null && e.detail === null)).toBe(true);
    expect((await otherCustomer.request(`/api/orders/${order.id}/history`)).status).toBe(404);
    expect((await customer.request(`/api/orders/${order.id}/status`, { json: { status: "cancelado" } })).status).toBe(
      403,
    );
  });

  it("opens a warranty return linked both ways while the warranty lasts, counted from delivery", async () => {
    const order = await create();
    expect((await tecnico.request(`/api/orders/${order.id}/warranty-return`, { method: "POST" })).status).toBe(409);
    await move(order.id, { status: "concluido" });
    await move(order.id, { status: "entregue", pickedUpBy: "Ana Souza" });

    const res = await tecnico.request(`/api/orders/${order.id}/warranty-return`, { method: "POST" });
    expect(res.status).toBe(201);
    const opened = await json<Order>(res);
    const number = String(order.number).padStart(5, "0");
    expect(opened).toMatchObject({
      status: "novo",
      defect: `Retorno de garantia da OS ${number}`,
      serialNumber: order.serialNumber,
      warrantyOf: { id: order.id, number: order.number },
    });
    const original = await json<Order>(await tecnico.request(`/api/orders/${order.id}`));
    expect(original.warrantyReturns).toEqual([{ id: opened.id, number: opened.number }]);

    // Delivered three months ago: today, 24/11/2026, is the warranty's last day; a day earlier, it is over.
    const deliveredOn = (at: string) =>
      t.db
        .update(orders)
        .set({ deliveredAt: new Date(at) })
        .where(eq(orders.id, order.id));
    await deliveredOn("2026-08-24T17:00:00-03:00");
    expect((await tecnico.request(`/api/orders/${order.id}/warranty-return`, { method: "POST" })).status).toBe(201);
    await deliveredOn("2026-08-23T17:00:00-03:00");
    const late = await tecnico.request(`/api/orders/${order.id}/warranty-return`, { method: "POST" });
    expect(late.status).toBe(409);
    expect((await json(late)).error?.message).toBe("A garantia terminou em 23/11/2026");
  });

  it("counts pending as every status but finished, delivered and cancelled", async () => {
    const stats = async () =>
      json<{ pendingOrders: number; finishedOrders: number }>(await customer.request("/api/dashboard"));
    const before = await stats();
    const order = await create();
    await move(order.id, { status: "aguardando_peca" });
    expect((await stats()).pendingOrders).toBe(before.pendingOrders + 1);
    await move(order.id, { status: "cancelado", cancelReason: "Peça indisponível" });
    expect(await stats()).toMatchObject({ pendingOrders: before.pendingOrders, finishedOrders: before.finishedOrders });
  });
});
