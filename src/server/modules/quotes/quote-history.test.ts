import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderEvent } from "@shared/order-types";
import type { OrderInput } from "@shared/validation/order";
import { notifications } from "@server/db/schema/settings";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// What the order's history keeps of a quote's answer and of a change after it (docs/decisions/036):
// each said once, the moves they cause through the one move function.
describe("a quote's answer in the order's history", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const customerUser = ((await (await customer.request("/api/session")).json()) as SessionResponse).user!;
  const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, customerUser.id));

  const intake: OrderInput = {
    clientId: record!.id,
    brand: "Samsung",
    model: "Galaxy A54",
    device: "Celular",
    defect: "Tela quebrada",
    status: "aguardando_aprovacao",
    services: [{ description: "Troca de tela", value: 450, discountType: "valor", discountValue: 0 }],
  };
  const history = async (id: string, as = tecnico) =>
    (await (await as.request(`/api/orders/${id}/history`)).json()) as OrderEvent[];
  const customerNews = (orderId: string) =>
    t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, customerUser.id), eq(notifications.link, `/orders/${orderId}`)));

  async function approvedOrder() {
    const order = (await (await tecnico.request("/api/orders", { json: intake })).json()) as Order;
    const approval = { decision: "aprovado", quoteHash: order.quoteHash, signerName: "Carla Cliente", terms: true };
    const res = await customer.request(`/api/orders/${order.id}/quote`, { json: approval });
    expect(res.status).toBe(200);
    return order;
  }

  it("says an approval once: its own entry, then a move with no note repeating it", async () => {
    const order = await approvedOrder();
    const events = await history(order.id);
    const approval = events.find((e) => e.kind === "orcamento_aprovado");
    expect(approval?.detail).toMatchObject({ signerName: "Carla Cliente", total: "450.00", channel: "portal" });
    expect(events.filter((e) => e.kind === "status")).toEqual([
      expect.objectContaining({ fromStatus: "aguardando_aprovacao", toStatus: "em_andamento", note: null }),
    ]);
    expect(events.filter((e) => JSON.stringify(e).includes("aprovado por"))).toEqual([]);
    // The customer reads the same two entries: their answer with its total, and where the order went.
    const theirs = await history(order.id, customer);
    expect(theirs.map((e) => e.kind)).toEqual(["criado", "orcamento_aprovado", "status"]);
    // Nor are they told about the move they just made themselves.
    expect(await customerNews(order.id)).toEqual([]);
  });

  it("says a change after the approval once, and moves the order back for a new one", async () => {
    const order = await approvedOrder();
    const services = [...intake.services!, { description: "Película", value: 40, discountType: "valor" as const }];
    const res = await tecnico.request(`/api/orders/${order.id}`, {
      method: "PUT",
      json: { ...intake, status: "em_andamento", services },
    });
    expect(((await res.json()) as Order).status).toBe("aguardando_aprovacao");
    const events = await history(order.id);
    expect(events.slice(-2)).toEqual([
      expect.objectContaining({ kind: "orcamento_alterado" }),
      expect.objectContaining({
        kind: "status",
        fromStatus: "em_andamento",
        toStatus: "aguardando_aprovacao",
        note: null,
      }),
    ]);
    // The shop's move asks the customer for their answer again.
    expect((await customerNews(order.id)).map((n) => n.title)).toEqual(["Orçamento pronto"]);
  });
});
