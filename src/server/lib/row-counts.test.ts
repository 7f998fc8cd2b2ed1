import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@server/db/client";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { createTestApp } from "@server/test/test-app";
import { readRowCounts } from "./row-counts.queries";

/** What counting every row says, in the shape readRowCounts answers. */
async function countedByHand(db: Db) {
  const byStatus = async (table: typeof orders | typeof tickets) => {
    const rows = await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  };
  const [orderStatuses, ticketStatuses, [clientRow]] = await Promise.all([
    byStatus(orders),
    byStatus(tickets),
    db.select({ n: count() }).from(clients),
  ]);
  return { orderStatuses, ticketStatuses, clients: clientRow!.n };
}

async function keptByTriggers(db: Db) {
  const counts = await readRowCounts(db, ["orders", "tickets", "clients"]);
  const nonZero = (byStatus: Record<string, number>) =>
    Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n !== 0));
  return {
    orderStatuses: nonZero(counts.orders.byStatus),
    ticketStatuses: nonZero(counts.tickets.byStatus),
    clients: counts.clients.total,
  };
}

describe("row counts kept by triggers", async () => {
  const t = await createTestApp();

  it("follow multi-row inserts, status changes, other updates and deletes, as counting would", async () => {
    const made = await t.db
      .insert(clients)
      .values([1, 2, 3].map((i) => ({ name: `Contagem ${i}`, phone: "(11) 3333-4444", address: "Rua Um, 100" })))
      .returning({ id: clients.id });
    const ids = made.map((c) => c.id);
    const base = { brand: "LG", model: "X", device: "TV", defect: "Não liga" };
    const placed = await t.db
      .insert(orders)
      .values([
        { ...base, clientId: ids[0]!, status: "novo" as const },
        { ...base, clientId: ids[0]!, status: "novo" as const },
        { ...base, clientId: ids[1]!, status: "concluido" as const },
      ])
      .returning({ id: orders.id });
    await t.db.insert(tickets).values([
      { clientId: ids[1]!, subject: "A", description: "a" },
      { clientId: ids[2]!, subject: "B", description: "b", status: "resolvido" as const },
    ]);
    expect(await keptByTriggers(t.db)).toEqual(await countedByHand(t.db));

    // One statement moving rows between statuses, one that keeps them, then deletes.
    await t.db
      .update(orders)
      .set({
        status: sql`case when ${orders.status} = 'novo' then 'em_andamento'::order_status else 'novo'::order_status end`,
      })
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      );
    await t.db.update(orders).set({ brand: "Samsung" }).where(eq(orders.id, placed[0]!.id));
    await t.db.update(tickets).set({ status: "em_analise" }).where(eq(tickets.clientId, ids[1]!));
    expect(await keptByTriggers(t.db)).toEqual(await countedByHand(t.db));

    await t.db.delete(orders).where(eq(orders.id, placed[2]!.id));
    await t.db.delete(tickets).where(eq(tickets.clientId, ids[2]!));
    await t.db.delete(clients).where(eq(clients.id, ids[2]!));
    expect(await keptByTriggers(t.db)).toEqual(await countedByHand(t.db));
  });

  it("are rolled back with the transaction that moved them", async () => {
    const before = await keptByTriggers(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(clients).values({ name: "Desfeito", phone: "(11) 3333-4444", address: "Rua Um, 100" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await keptByTriggers(t.db)).toEqual(before);
  });
});
