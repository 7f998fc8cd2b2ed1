import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import type { StockReport } from "@shared/stock-types";
import { user } from "@server/db/schema/auth";
import { orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";
import { registerProduct } from "./stock-fixture";

// The admin's stock report (docs/decisions/045, 048): the shelf's value, the parts orders and counter
// sales used, the most used, the margin of the orders delivered in the period, by technician, and the
// what counter sales made.
describe("the stock report", async () => {
  const now = new Date("2026-11-26T15:00:00-03:00");
  const t = await createTestApp({ clock: () => now });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };
  const client = await json<{ id: string }>(
    await tecnico.request("/api/clients", { json: { name: "Cliente Margem", phone: "11987654321", address: "Rua A" } }),
  );
  async function order(reais: number) {
    const res = await tecnico.request("/api/orders", {
      json: {
        clientId: client.id,
        brand: "Samsung",
        model: "A54",
        device: "Celular",
        defect: "Tela quebrada",
        services: [{ description: "Mão de obra", value: reais, discountType: "valor", discountValue: 0 }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return json<Order>(res);
  }
  const addPart = (orderId: string, productId: string, quantity: number) =>
    tecnico.request(`/api/orders/${orderId}/parts`, { json: { productId, quantity } });
  const move = (id: string, body: Record<string, unknown>) =>
    tecnico.request(`/api/orders/${id}/status`, { json: body });
  // Moves and sales are stamped by the database's clock, deliveries by the app's: the period holds both.
  const november = `from=2026-11-01&to=${["2026-11-30", new Date().toISOString().slice(0, 10)].sort()[1]}`;
  const deliver = async (id: string) => {
    await move(id, { status: "concluido" });
    await move(id, { status: "entregue", pickedUpBy: "Cliente", confirmOpenBalance: true });
  };

  it("values the shelf, counts what orders used net of returns, and the margin of what was delivered, by technician", async () => {
    // Screens cost R$ 120,00 and sell for R$ 300,00; batteries cost R$ 40,00 and sell for R$ 100,00.
    const screen = await registerProduct(admin, { priceCents: 30000, costCents: 12000, quantity: 5 });
    const battery = await registerProduct(admin, { priceCents: 10000, costCents: 4000, quantity: 10 });
    const [staff] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.role, ["tecnico"]));

    const a = await order(100); // 100 + 2 screens 600 = 700; parts cost 240
    const added = await addPart(a.id, screen.id, 2);
    expect(added.status, await added.clone().text()).toBe(201);
    await t.db.update(orders).set({ technicianId: staff!.id }).where(eq(orders.id, a.id));
    await deliver(a.id);
    const b = await order(50); // 50 + 3 batteries 300 = 350; parts cost 120
    await addPart(b.id, battery.id, 3);
    await deliver(b.id);
    const cancelled = await order(10); // its battery goes back: used nets to zero for it
    await addPart(cancelled.id, battery.id, 1);
    await move(cancelled.id, { status: "cancelado", cancelReason: "Desistiu" });

    const report = await json<StockReport>(await admin.request(`/api/stock-report?${november}`));
    // On the shelf: 3 screens × 120 + 7 batteries × 40 = 640,00.
    expect(report.stock).toEqual({ parts: 2, units: 10, valueCents: 64000 });
    expect(report.used).toEqual({ units: 5, costCents: 36000 });
    expect(report.mostUsed).toEqual([
      { productId: battery.id, name: battery.name, units: 3, costCents: 12000 },
      { productId: screen.id, name: screen.name, units: 2, costCents: 24000 },
    ]);
    expect(report.margin).toEqual({
      deliveredOrders: 2,
      totalCents: 105000,
      partsCostCents: 36000,
      marginCents: 69000,
    });
    expect(report.byTechnician).toEqual([
      {
        technician: { id: staff!.id, name: "Usuário tecnico" },
        deliveredOrders: 1,
        totalCents: 70000,
        partsCostCents: 24000,
        marginCents: 46000,
      },
      { technician: null, deliveredOrders: 1, totalCents: 35000, partsCostCents: 12000, marginCents: 23000 },
    ]);

    const before = await json<StockReport>(await admin.request("/api/stock-report?from=2026-10-01&to=2026-10-31"));
    expect(before.used).toEqual({ units: 0, costCents: 0 });
    expect(before.margin.deliveredOrders).toBe(0);
  });

  it("counts the counter sales that stand: their total, cost and margin, and the parts they sold most", async () => {
    const before = await json<StockReport>(await admin.request(`/api/stock-report?${november}`));
    const case_ = await registerProduct(admin, { name: "Capa A15", priceCents: 5000, costCents: 1500, quantity: 9 });
    const cable = await registerProduct(admin, {
      name: "Cabo Lightning",
      priceCents: 4000,
      costCents: 1000,
      quantity: 9,
    });
    const sell = async (items: Record<string, unknown>[]) => {
      const res = await tecnico.request("/api/sales", { json: { items, payment: { method: "pix" } } });
      expect(res.status, await res.clone().text()).toBe(201);
      return json<{ id: string }>(res);
    };
    await sell([
      { productId: case_.id, quantity: 3, discountType: "valor", discountValue: 1000 }, // 150 − 10 = 140
      { productId: cable.id, quantity: 1 }, // 40
    ]);
    const undone = await sell([{ productId: cable.id, quantity: 2 }]);
    await admin.request(`/api/sales/${undone.id}/reversal`, { json: { reason: "Devolvido" } });

    const report = await json<StockReport>(await admin.request(`/api/stock-report?${november}`));
    expect(report.counterSales).toEqual({
      sales: before.counterSales.sales + 1,
      totalCents: before.counterSales.totalCents + 18000,
      partsCostCents: before.counterSales.partsCostCents + 5500,
      marginCents: before.counterSales.marginCents + 12500,
    });
    expect(report.bestSellers.filter((p) => [case_.id, cable.id].includes(p.productId))).toEqual([
      { productId: case_.id, name: "Capa A15", units: 3, totalCents: 14000 },
      { productId: cable.id, name: "Cabo Lightning", units: 1, totalCents: 4000 },
    ]);
    // Parts used count what the sales took out, the reversed one netting out.
    expect(report.used.units).toBe(before.used.units + 4);
  });

  it("is the admin's: a técnico, a cliente and anyone signed out are refused; a period backwards in words", async () => {
    const period = "/api/stock-report?from=2026-11-01&to=2026-11-30";
    expect((await tecnico.request(period)).status).toBe(403);
    expect((await (await t.signedIn("cliente")).request(period)).status).toBe(403);
    expect((await t.client().request(period)).status).toBe(401);
    const backwards = await admin.request("/api/stock-report?from=2026-11-30&to=2026-11-01");
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).error?.message).toBe("A data final vem antes da inicial");
  });
});
