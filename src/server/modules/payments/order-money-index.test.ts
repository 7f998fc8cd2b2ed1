import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rawRows } from "@server/db/raw-rows";
import { registerProduct } from "@server/modules/stock/stock-fixture";
import { createTestApp } from "@server/test/test-app";

/**
 * order_money, the balances' index the database keeps by triggers (migrations 0011, 0014), against the rows
 * it is derived from: after every kind of write, and writes sent together, the two agree.
 */
describe("the balances' index", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");

  const service = (value: number, discountType = "valor", discountValue = 0) => ({
    description: "Serviço",
    value,
    discountType,
    discountValue,
  });
  const client = async () =>
    (
      (await (
        await tecnico.request("/api/clients", {
          json: { name: "Cliente Índice", phone: "11987654321", address: "Rua A, 1" },
        })
      ).json()) as { id: string }
    ).id;
  const orderBody = (clientId: string, services: unknown[]) => ({
    clientId,
    brand: "Motorola",
    model: "G8",
    device: "Celular",
    defect: "Não liga",
    services,
  });
  async function newOrder(services: unknown[]) {
    const res = await tecnico.request("/api/orders", { json: orderBody(await client(), services) });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; client: { id: string } };
  }
  const addPart = (orderId: string, body: Record<string, unknown>) =>
    tecnico.request(`/api/orders/${orderId}/parts`, { json: body });
  const pay = (orderId: string, amountCents: number) =>
    tecnico.request(`/api/orders/${orderId}/payments`, { json: { method: "pix", amountCents } });

  /** Orders whose index row is missing or differs from their rows. */
  const disagreements = () =>
    rawRows<{ id: string }>(
      t.db,
      sql`select o.id from orders o left join order_money m on m.order_id = o.id
        where m.order_id is null
          or m.total <> coalesce((select sum(s.value - case when s.discount_type = 'porcentagem'
              then round(s.value * s.discount_value / 100, 2) else s.discount_value end)
            from services s where s.order_id = o.id), 0)
            + coalesce((select sum(op.unit_price * op.quantity - case when op.discount_type = 'porcentagem'
              then round(op.unit_price * op.quantity * op.discount_value / 100, 2) else op.discount_value end)
            from order_parts op where op.order_id = o.id), 0)
          or m.paid <> coalesce((select sum(case when p.direction = 'entrada' then p.amount else -p.amount end)
            from payments p where p.order_id = o.id), 0)
          or m.delivered_at is distinct from (case when o.status = 'entregue' then o.delivered_at end)
        union all select m.order_id from order_money m where not exists (select 1 from orders o where o.id = m.order_id)`,
    );

  it("follows services and parts added, edited and removed, payments, reversals, refunds, deliveries and deletions", async () => {
    const edited = await newOrder([service(100), service(250, "porcentagem", 12.5)]);
    const put = (services: unknown[]) =>
      tecnico.request(`/api/orders/${edited.id}`, {
        method: "PUT",
        json: orderBody(edited.client.id, services),
      });
    expect((await put([service(99.99, "porcentagem", 33)])).status).toBe(200);
    expect((await put([service(99.99), service(10), service(5, "valor", 5)])).status).toBe(200);
    const paid = (await (await pay(edited.id, 5000)).json()) as { id: string };
    expect((await admin.request(`/api/payments/${paid.id}/reversal`, { json: { reason: "Duplicado" } })).status).toBe(
      201,
    );
    expect((await pay(edited.id, 2000)).status).toBe(201);
    // Parts (docs/decisions/045): added with a percentage off, changed to an amount off, one removed.
    const part = await registerProduct(admin, { priceCents: 3333, quantity: 20 });
    const line = (await (
      await addPart(edited.id, { productId: part.id, quantity: 3, discountType: "porcentagem", discountValue: 7.5 })
    ).json()) as { id: string };
    expect((await addPart(edited.id, { productId: part.id, quantity: 1 })).status).toBe(201);
    const change = { quantity: 2, unitPriceCents: 3000, discountType: "valor", discountValue: 150 };
    expect(
      (await tecnico.request(`/api/orders/${edited.id}/parts/${line.id}`, { method: "PUT", json: change })).status,
    ).toBe(200);

    const delivered = await newOrder([service(300)]);
    expect((await pay(delivered.id, 10000)).status).toBe(201);
    const move = (id: string, body: Record<string, unknown>) =>
      tecnico.request(`/api/orders/${id}/status`, { json: body });
    for (const status of ["em_andamento", "concluido"]) expect((await move(delivered.id, { status })).status).toBe(200);
    expect((await move(delivered.id, { status: "entregue", pickedUpBy: "Ana", confirmOpenBalance: true })).status).toBe(
      200,
    );

    const cancelled = await newOrder([service(80)]);
    expect((await pay(cancelled.id, 3000)).status).toBe(201);
    expect(
      (
        await move(cancelled.id, {
          status: "cancelado",
          cancelReason: "Desistiu",
          refund: { refunded: true, method: "pix" },
        })
      ).status,
    ).toBe(200);

    const withPart = await newOrder([service(60)]);
    const removedLine = (await (await addPart(withPart.id, { productId: part.id, quantity: 2 })).json()) as {
      id: string;
    };
    expect(
      (await tecnico.request(`/api/orders/${withPart.id}/parts/${removedLine.id}`, { method: "DELETE" })).status,
    ).toBe(204);

    const removed = await newOrder([service(40)]);
    expect((await admin.request(`/api/orders/${removed.id}`, { method: "DELETE" })).status).toBe(204);

    expect(await disagreements()).toEqual([]);
  });

  it("loses nothing when payments, service edits and parts of one order are sent together", async () => {
    const order = await newOrder([service(1000)]);
    const edits = Array.from({ length: 5 }, (_, i) =>
      tecnico.request(`/api/orders/${order.id}`, {
        method: "PUT",
        json: orderBody(order.client.id, [service(1000 + i), service(10 * i)]),
      }),
    );
    const payments = Array.from({ length: 5 }, () => pay(order.id, 1000));
    const part = await registerProduct(admin, { priceCents: 1990, quantity: 10 });
    const parts = Array.from({ length: 3 }, () => addPart(order.id, { productId: part.id, quantity: 2 }));
    const answers = await Promise.all([...edits, ...payments, ...parts]);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(await disagreements()).toEqual([]);
  });
});
