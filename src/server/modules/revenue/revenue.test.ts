import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RevenueReport } from "@shared/payments";
import { user } from "@server/db/schema/auth";
import { orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

describe("the revenue report", async () => {
  const now = new Date("2026-11-26T15:00:00-03:00");
  const t = await createTestApp({ clock: () => now });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };

  const client = await json<{ id: string }>(
    await tecnico.request("/api/clients", {
      json: { name: "Cliente Relatório", phone: "11987654321", address: "Rua das Flores, 10" },
    }),
  );
  async function order(reais: number) {
    const created = await json<{ id: string }>(
      await tecnico.request("/api/orders", {
        json: {
          clientId: client.id,
          brand: "Asus",
          model: "Zenbook",
          device: "Notebook",
          defect: "Teclado falhando",
          services: [{ description: "Troca do teclado", value: reais, discountValue: 0 }],
        },
      }),
    );
    return created.id;
  }
  const pay = async (orderId: string, amountCents: number, method: string, paidOn: string) =>
    json<{ id: string }>(
      await tecnico.request(`/api/orders/${orderId}/payments`, { json: { amountCents, method, paidOn } }),
    );

  it("sums money received by day, week or month and by method; refunds and reversals apart; deliveries by technician", async () => {
    const a = await order(300);
    const b = await order(200);
    await pay(a, 10000, "pix", "2026-11-02");
    await pay(a, 20000, "cartao_debito", "2026-11-10");
    const wrong = await pay(b, 5000, "pix", "2026-11-10");
    await admin.request(`/api/payments/${wrong.id}/reversal`, { json: { reason: "Pix não caiu" } });
    await pay(b, 5000, "pix", "2026-10-30"); // before the period
    for (const id of [a, b]) {
      await tecnico.request(`/api/orders/${id}/status`, { json: { status: "concluido" } });
      await tecnico.request(`/api/orders/${id}/status`, {
        json: { status: "entregue", pickedUpBy: "Cliente", confirmOpenBalance: true },
      });
    }
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date("2026-11-20T12:00:00-03:00") })
      .where(eq(orders.id, a));

    const byDay = await json<RevenueReport>(await admin.request("/api/revenue?from=2026-11-01&to=2026-11-30"));
    // The reversal is dated the day it was made (the clock's, 26/11): money out that day.
    expect(byDay.received).toEqual([
      { period: "2026-11-02", inCents: 10000, outCents: 0, netCents: 10000 },
      { period: "2026-11-10", inCents: 25000, outCents: 0, netCents: 25000 },
      { period: "2026-11-26", inCents: 0, outCents: 5000, netCents: -5000 },
    ]);
    expect(byDay.receivedCents).toBe(30000);
    expect(byDay.byMethod).toEqual([
      { method: "cartao_debito", netCents: 20000 },
      { method: "pix", netCents: 10000 },
    ]);
    expect(byDay.reversalsCents).toBe(5000);
    expect(byDay.refundsCents).toBe(0);
    expect(byDay.deliveredOrders).toBe(2);
    expect(byDay.averageTicketCents).toBe(25000);
    // Owed now: A 300 − 300 = 0; B 200 − 50 (the October Pix) = 150.
    expect(byDay.receivablesCents).toBe(15000);

    const byMonth = await json<RevenueReport>(
      await admin.request("/api/revenue?from=2026-10-01&to=2026-11-30&groupBy=mes"),
    );
    expect(byMonth.received.map((r) => [r.period, r.netCents])).toEqual([
      ["2026-10-01", 5000],
      ["2026-11-01", 30000],
    ]);
    const byWeek = await json<RevenueReport>(
      await admin.request("/api/revenue?from=2026-11-01&to=2026-11-30&groupBy=semana"),
    );
    // Weeks by their Monday: 02/11, 09/11 (the 10th), 23/11 (the 26th).
    expect(byWeek.received.map((r) => r.period)).toEqual(["2026-11-02", "2026-11-09", "2026-11-23"]);
  });

  it("ranks technicians by the value they delivered, as amounts (R$ 1.000 above R$ 900)", async () => {
    const people = await t.db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.role, ["admin", "tecnico"]));
    const [first, second] = people.map((p) => p.id);
    const deliver = async (reais: number, technicianId: string) => {
      const id = await order(reais);
      await t.db.update(orders).set({ technicianId }).where(eq(orders.id, id));
      await tecnico.request(`/api/orders/${id}/status`, { json: { status: "concluido" } });
      await tecnico.request(`/api/orders/${id}/status`, {
        json: { status: "entregue", pickedUpBy: "Cliente", confirmOpenBalance: true },
      });
    };
    await deliver(900, first!);
    await deliver(1000, second!);
    const report = await json<RevenueReport>(await admin.request("/api/revenue?from=2026-11-26&to=2026-11-26"));
    expect(report.byTechnician.map((r) => [r.technician?.id, r.amountCents])).toEqual([
      [second, 100000],
      [first, 90000],
      [undefined, 20000], // the first test's order B, delivered today with no technician
    ]);
  });

  it("refuses a period backwards or a day that does not exist, and anyone but the admin", async () => {
    expect((await json(await admin.request("/api/revenue?from=2026-11-30&to=2026-11-01"))).error?.message).toBe(
      "A data final vem antes da inicial",
    );
    expect((await admin.request("/api/revenue?from=2026-02-30&to=2026-03-01")).status).toBe(400);
    expect((await tecnico.request("/api/revenue?from=2026-11-01&to=2026-11-30")).status).toBe(403);
    expect((await t.client().request("/api/revenue?from=2026-11-01&to=2026-11-30")).status).toBe(401);
  });
});
