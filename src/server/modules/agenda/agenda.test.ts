import { describe, expect, it } from "vitest";
import type { AgendaEntry, AgendaOrder } from "@shared/agenda-types";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import type { OrderInput } from "@shared/validation/order";
import { localDate } from "@server/lib/local-date";
import { createTestApp } from "@server/test/test-app";

describe("the agenda and the dashboard's panels", async () => {
  // The real clock: orders are stamped by the database's. Days are counted from today, in the shop's zone.
  const t = await createTestApp();
  const day = (offset: number) => {
    const date = new Date(`${localDate(new Date(), "America/Sao_Paulo")}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const today = day(0);
  const monday = day(-((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const other = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const idOf = async (s: typeof tecnico) =>
    ((await (await s.request("/api/session")).json()) as SessionResponse).user!.id;
  const [tecnicoId, otherId] = [await idOf(tecnico), await idOf(other)];
  const client = (await (
    await admin.request("/api/clients", { json: { name: "Beatriz Lima", phone: "11987654321", address: "Rua A, 1" } })
  ).json()) as { id: string };

  async function order(overrides: Partial<OrderInput>) {
    const res = await admin.request("/api/orders", {
      json: {
        clientId: client.id,
        brand: "Apple",
        model: "iPhone 12",
        device: "Celular",
        defect: "Tela trincada",
        ...overrides,
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Order;
  }
  const agenda = async (query: Record<string, string>, as = tecnico) => {
    const res = await as.request(`/api/agenda?${new URLSearchParams(query)}`);
    return { status: res.status, entries: (await res.json()) as AgendaEntry[] & { error?: { message: string } } };
  };

  const visit = await order({
    technicianId: tecnicoId,
    appointments: [
      { date: today, period: "tarde" },
      { date: day(2), period: "manha" },
    ],
  });
  const due = await order({ technicianId: otherId, expectedOn: today });
  const dueButDone = await order({ technicianId: otherId, expectedOn: day(1), status: "concluido" });

  it("lists a range's visits and open orders' expected days, by day and period, filtered by technician", async () => {
    const { entries } = await agenda({ from: day(-1), to: day(5) });
    expect(entries.map((e) => [e.kind, e.day, e.order.number])).toEqual([
      ["visita", today, visit.number],
      ["previsao", today, due.number],
      ["visita", day(2), visit.number],
    ]);
    expect(entries.map((e) => e.order.id)).not.toContain(dueButDone.id);
    const own = await agenda({ from: day(-1), to: day(5), technicianId: tecnicoId });
    expect(own.entries.every((e) => e.order.technician?.id === tecnicoId)).toBe(true);
    expect(own.entries).toHaveLength(2);
  });

  it("refuses a range backwards or longer than two months, and anyone but staff", async () => {
    expect((await agenda({ from: day(5), to: day(-1) })).status).toBe(400);
    const long = await agenda({ from: day(0), to: day(63) });
    expect(long.status).toBe(400);
    expect(long.entries.error?.message).toBe("Escolha um período de até 62 dias");
    expect((await agenda({ from: day(-1), to: day(5) }, customer)).status).toBe(403);
    expect((await t.client().request(`/api/agenda?from=${today}&to=${today}`)).status).toBe(401);
  });

  it("shows staff today's agenda and the orders waiting on someone; the admin the month's revenue and weeks", async () => {
    const waiting = await order({});
    await admin.request(`/api/orders/${waiting.id}/status`, { json: { status: "aguardando_peca" } });
    const delivered = await order({
      services: [{ description: "Troca de tela", value: 500, discountType: "porcentagem", discountValue: 10 }],
    });
    await admin.request(`/api/orders/${delivered.id}/status`, { json: { status: "concluido" } });
    await admin.request(`/api/orders/${delivered.id}/status`, {
      json: { status: "entregue", pickedUpBy: "Beatriz", confirmOpenBalance: true },
    });

    const panels = (await (await tecnico.request("/api/dashboard/workflow")).json()) as {
      today: AgendaEntry[];
      waitingPart: AgendaOrder[];
      readyForPickup: AgendaOrder[];
    };
    expect(panels.today.map((e) => e.order.number)).toEqual([visit.number, due.number]);
    expect(panels.waitingPart.map((o) => o.id)).toContain(waiting.id);
    expect(panels.readyForPickup.map((o) => o.id)).toEqual([dueButDone.id]);

    expect((await tecnico.request("/api/dashboard/revenue")).status).toBe(403);
    const revenue = (await (await admin.request("/api/dashboard/revenue")).json()) as {
      monthReceivedCents: number;
      receivablesCents: number;
      ordersPerWeek: { weekStart: string; orders: number }[];
    };
    // Money received, not the value delivered: the delivered order was not paid, and is owed.
    expect(revenue.monthReceivedCents).toBe(0);
    expect(revenue.receivablesCents).toBe(45000);
    expect(revenue.ordersPerWeek).toHaveLength(8);
    expect(revenue.ordersPerWeek.at(-1)).toEqual({ weekStart: monday, orders: 5 });
    expect((await customer.request("/api/dashboard/workflow")).status).toBe(403);
  });
});
