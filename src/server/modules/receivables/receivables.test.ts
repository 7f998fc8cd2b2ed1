import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ReceivablesPage } from "@shared/payments";
import { orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

describe("what customers owe", async () => {
  const now = new Date("2026-11-26T15:00:00-03:00");
  const t = await createTestApp({ clock: () => now });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T;

  const client = await json<{ id: string }>(
    await tecnico.request("/api/clients", {
      json: { name: "Devedor Silva", phone: "11987654321", address: "Rua das Flores, 10" },
    }),
  );

  /** An order of `reais`, `paid` of it received, delivered `daysAgo` days ago (or still in the shop). */
  async function delivered(reais: number, paid: number, daysAgo: number | null) {
    const order = await json<{ id: string }>(
      await tecnico.request("/api/orders", {
        json: {
          clientId: client.id,
          brand: "LG",
          model: `K${reais}`,
          device: "Celular",
          defect: "Tela apagada",
          services: [{ description: "Reparo", value: reais, discountValue: 0 }],
        },
      }),
    );
    if (paid > 0)
      await tecnico.request(`/api/orders/${order.id}/payments`, { json: { amountCents: paid * 100, method: "pix" } });
    if (daysAgo !== null) {
      await tecnico.request(`/api/orders/${order.id}/status`, { json: { status: "concluido" } });
      const res = await tecnico.request(`/api/orders/${order.id}/status`, {
        json: { status: "entregue", pickedUpBy: "Devedor", confirmOpenBalance: true },
      });
      expect(res.status).toBe(200);
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      await t.db.update(orders).set({ deliveredAt: at }).where(eq(orders.id, order.id));
    }
    return order.id;
  }

  it("lists delivered orders with a balance, oldest first, with totals by age; paid and unfinished ones are not owed", async () => {
    const recent = await delivered(100, 40, 5);
    const old = await delivered(300, 0, 95);
    const middle = await delivered(200, 50, 45);
    await delivered(150, 150, 10); // paid in full
    await delivered(500, 0, null); // still in the shop: paid at pickup

    const page = await json<ReceivablesPage>(await admin.request(`/api/receivables?clientId=${client.id}`));
    expect(page.items.map((r) => [r.orderId, r.ageDays, r.balanceCents])).toEqual([
      [old, 95, 30000],
      [middle, 45, 15000],
      [recent, 5, 6000],
    ]);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({ "0-30": 6000, "31-60": 15000, "61-90": 0, "90+": 30000, all: 51000 });
    expect(page.items[0]).toMatchObject({ client: { name: "Devedor Silva" }, device: "LG K300", paidCents: 0 });

    const paged = await json<ReceivablesPage>(
      await admin.request(`/api/receivables?clientId=${client.id}&pageSize=1&page=2`),
    );
    expect(paged.items.map((r) => r.orderId)).toEqual([middle]);
    expect(paged.totals.all).toBe(51000);
  });

  it("puts 30 days in the first bucket, 31 in the second, 90 in the third and 91 in the last", async () => {
    const other = await json<{ id: string }>(
      await tecnico.request("/api/clients", {
        json: { name: "Devedora Limites", phone: "11912345678", address: "Rua B, 2" },
      }),
    );
    const ofOther = async (reais: number, days: number) => {
      const id = await delivered(reais, 0, days);
      await t.db.update(orders).set({ clientId: other.id }).where(eq(orders.id, id));
    };
    for (const [reais, days] of [
      [1, 30],
      [2, 31],
      [4, 60],
      [8, 61],
      [16, 90],
      [32, 91],
    ] as const)
      await ofOther(reais, days);
    const page = await json<ReceivablesPage>(await admin.request(`/api/receivables?clientId=${other.id}`));
    expect(page.totals).toEqual({ "0-30": 100, "31-60": 600, "61-90": 2400, "90+": 3200, all: 6300 });
  });

  it("is the admin's: a técnico, a cliente and no one are refused", async () => {
    expect((await tecnico.request("/api/receivables")).status).toBe(403);
    expect((await (await t.signedIn("cliente")).request("/api/receivables")).status).toBe(403);
    expect((await t.client().request("/api/receivables")).status).toBe(401);
  });
});
