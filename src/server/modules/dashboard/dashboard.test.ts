import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "@server/db/schema/auth";
import { auditLogs } from "@server/db/schema/security";
import { appointments } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { createTestApp } from "@server/test/test-app";

describe("GET /api/dashboard", async () => {
  // 02:30 UTC on the 15th is still the 14th in São Paulo: "today" follows APP_TIMEZONE.
  const t = await createTestApp({ clock: () => new Date("2026-05-15T02:30:00Z") });

  const customer = t.client();
  const email = `dono-${Date.now()}@teste.local`;
  await customer.signUp({ name: "Cliente Dono", email, password: "Senha@Forte1" });
  const [owner] = await t.db.select().from(user).where(eq(user.email, email));
  const [ownClient] = await t.db.select().from(clients).where(eq(clients.userId, owner!.id));
  const [otherClient] = await t.db
    .insert(clients)
    .values({ name: "Outro Cliente", phone: "(11) 3333-4444", address: "Rua Um, 100" })
    .returning();

  const base = { brand: "LG", model: "X", device: "TV", defect: "Não liga" };
  const [own1] = await t.db
    .insert(orders)
    .values([
      { ...base, clientId: ownClient!.id, status: "novo" as const },
      { ...base, clientId: ownClient!.id, status: "concluido" as const },
      { ...base, clientId: otherClient!.id, status: "em_andamento" as const },
      { ...base, clientId: otherClient!.id, status: "novo" as const },
    ])
    .returning();
  await t.db.insert(tickets).values([
    { clientId: ownClient!.id, subject: "A", description: "a" },
    { clientId: otherClient!.id, subject: "B", description: "b" },
    { clientId: otherClient!.id, subject: "C", description: "c" },
  ]);
  await t.db.insert(appointments).values([
    { orderId: own1!.id, date: "2026-05-14" },
    { orderId: own1!.id, date: "2026-05-15" },
  ]);

  it("answers 401 to anonymous requests and audits the refusal", async () => {
    const res = await t.client("192.0.2.44").request("/api/dashboard");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Faça login para continuar" } });
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "UNAUTHORIZED_ACCESS"), eq(auditLogs.ipAddress, "192.0.2.44")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resource: "dashboard", requestMethod: "GET", success: false });
  });

  it("counts only the cliente's own client record", async () => {
    const res = await customer.request("/api/dashboard");
    expect(await res.json()).toEqual({ orders: 2, pendingOrders: 1, finishedOrders: 1, tickets: 1 });
  });

  it("gives an admin the whole shop, total clients and today's appointments", async () => {
    const admin = await t.signedIn("admin");
    const stats = await (await admin.request("/api/dashboard")).json();
    expect(stats).toEqual({
      orders: 4,
      pendingOrders: 3,
      finishedOrders: 1,
      tickets: 3,
      clients: 2,
      todayAppointments: 1,
    });
  });

  it("gives a técnico the shop's counts without the total-clients card", async () => {
    const tecnico = await t.signedIn("tecnico");
    const stats = await (await tecnico.request("/api/dashboard")).json();
    expect(stats).toEqual({ orders: 4, pendingOrders: 3, finishedOrders: 1, tickets: 3, todayAppointments: 1 });
  });
});
