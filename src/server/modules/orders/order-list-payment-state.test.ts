import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import type { Page } from "@shared/paging";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// The orders list filtered by where an order's money stands (docs/decisions/038): the same sums as the
// order's own money (services' total less what came in net), so each card's badge and the filter agree.
describe("orders list: the payment state filter", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const admin = await t.signedIn("admin");
  const customer = await t.signedIn("cliente");
  const { user } = (await (await customer.request("/api/session")).json()) as SessionResponse;
  const [own] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, user!.id));
  const [other] = await t.db
    .insert(clients)
    .values({ name: "Outro Cliente", phone: "(11) 3333-4444", address: "Rua Um, 1" })
    .returning();

  async function order(clientId: string, brand: string, services: { value: number; discountValue: number }[]) {
    const res = await tecnico.request("/api/orders", {
      json: {
        clientId,
        brand,
        model: "X",
        device: "Celular",
        defect: "Não liga",
        services: services.map((s) => ({ description: "Serviço", discountType: "porcentagem", ...s })),
      },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as Order).id;
  }
  const pay = async (orderId: string, amountCents: number) =>
    expect(
      (await tecnico.request(`/api/orders/${orderId}/payments`, { json: { method: "pix", amountCents } })).status,
    ).toBe(201);

  // R$ 100,00 less 10% → R$ 90,00 (the percentage rounds as the screens do).
  const open = await order(own!.id, "Aberto", [{ value: 100, discountValue: 10 }]);
  const partial = await order(own!.id, "Parcial", [{ value: 100, discountValue: 10 }]);
  await pay(partial, 4000);
  const paid = await order(other!.id, "Pago", [{ value: 100, discountValue: 10 }]);
  await pay(paid, 9000);
  // Paid in full, then reversed by the admin: nothing came in net, so it is open again.
  const reversed = await order(other!.id, "Estornado", [{ value: 50, discountValue: 0 }]);
  const payRes = await tecnico.request(`/api/orders/${reversed}/payments`, {
    json: { method: "pix", amountCents: 5000 },
  });
  const { id: paymentId } = (await payRes.json()) as { id: string };
  expect(
    (await admin.request(`/api/payments/${paymentId}/reversal`, { json: { reason: "Lançado por engano" } })).status,
  ).toBe(201);
  // No services yet: nothing received, so open.
  const noServices = await order(other!.id, "Sem serviços", []);

  const list = async (as: typeof tecnico, query: string) => {
    const res = await as.request(`/api/orders?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page<Order>;
  };
  const ids = (page: Page<Order>) => page.items.map((o) => o.id).sort();

  it("lists each state's orders for staff, with the total counted alike", async () => {
    const cases = [
      ["em_aberto", [open, reversed, noServices]],
      ["parcial", [partial]],
      ["pago", [paid]],
    ] as const;
    for (const [state, expected] of cases) {
      const page = await list(tecnico, `paymentState=${state}`);
      expect(ids(page)).toEqual([...expected].sort());
      expect(page.total).toBe(expected.length);
      expect(page.items.every((o) => o.money.state === state)).toBe(true);
    }
  });

  it("combines with the other filters", async () => {
    expect(ids(await list(tecnico, `paymentState=em_aberto&clientId=${own!.id}`))).toEqual([open]);
    expect(ids(await list(tecnico, "paymentState=em_aberto&search=estornado"))).toEqual([reversed]);
    expect(ids(await list(tecnico, "paymentState=pago&status=novo"))).toEqual([paid]);
    expect((await list(tecnico, "paymentState=pago&status=entregue")).total).toBe(0);
  });

  it("keeps a cliente to their own orders", async () => {
    expect(ids(await list(customer, "paymentState=parcial"))).toEqual([partial]);
    expect((await list(customer, "paymentState=pago")).items).toEqual([]);
    expect(ids(await list(customer, "paymentState=em_aberto"))).toEqual([open]);
  });

  it("refuses an unknown state and anonymous callers", async () => {
    expect((await tecnico.request("/api/orders?paymentState=quitado")).status).toBe(400);
    expect((await t.app.request("/api/orders?paymentState=pago")).status).toBe(401);
  });
});
