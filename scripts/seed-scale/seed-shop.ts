import { fromCents, toCents } from "@shared/money";
import { ticketText } from "@shared/ticket-types";
import type { Db } from "@server/db/client";
import { payments } from "@server/db/schema/money";
import { appointments, services } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import type { CustomerRecord } from "./accounts";
import { makeClient, makeOrder, makeTicketInput } from "./generators";
import { orderMoneyHistory } from "./order-money";
import type { Random } from "./random";
import type { ShopOrderRef } from "./stock-history";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Three years of a shop's history, ending now. */
const SPAN_MS = 3 * 365 * DAY_MS;
/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters, and each batch commits quickly. */
const CLIENT_BATCH = 1000;
const ORDER_BATCH = 500;
const TICKET_BATCH = 1000;

/** How much of each comes with N orders: about three orders per client, one ticket per five orders. */
export function shopSize(orderCount: number) {
  return {
    orders: orderCount,
    clients: Math.max(10, Math.ceil(orderCount * 0.3)),
    tickets: Math.ceil(orderCount * 0.2),
  };
}

interface SeedShopOptions {
  db: Db;
  random: Random;
  now: Date;
  orders: number;
  staffIds: string[];
  /** The customer accounts' own client records: they get orders and tickets like everyone. */
  customers: CustomerRecord[];
  onProgress: (rowsDone: number) => void;
}

/**
 * Clients, then orders (with their services, visits and payments), then tickets, each in batches of
 * multi-row inserts, one short transaction per batch (a batch of orders is four statements). Time runs forward: the nth record of a kind
 * is dated n/total of the way through the span, so OS numbers grow with dates, and each order or
 * ticket goes to a client already registered by then (early clients end up with the most orders).
 */
export async function seedShop(options: SeedShopOptions): Promise<{ orders: ShopOrderRef[] }> {
  const { db, random, now, staffIds, onProgress } = options;
  const size = shopSize(options.orders);
  const start = now.getTime() - SPAN_MS;
  const dateOf = (index: number, total: number) => new Date(start + ((index + random.next()) / total) * SPAN_MS);
  let rowsDone = 0;
  const orderRefs: ShopOrderRef[] = [];

  const pool: CustomerRecord[] = [...options.customers];
  for (let first = 0; first < size.clients; first += CLIENT_BATCH) {
    const batch = Array.from({ length: Math.min(CLIENT_BATCH, size.clients - first) }, (_, i) =>
      makeClient(random, dateOf(first + i, size.clients), first + i),
    );
    await db.insert(clients).values(batch);
    pool.push(...batch.map(({ id, name, phone, address }) => ({ id, name, phone, address })));
    onProgress((rowsDone += batch.length));
  }
  // A record at fraction f of the span picks among the clients registered by then.
  const clientAt = (fraction: number) => pool[random.int(0, Math.max(0, Math.ceil(fraction * pool.length) - 1))]!;

  for (let first = 0; first < size.orders; first += ORDER_BATCH) {
    const made = Array.from({ length: Math.min(ORDER_BATCH, size.orders - first) }, (_, i) => {
      const client = clientAt((first + i + 1) / size.orders);
      const order = makeOrder(random, {
        clientId: client.id,
        userId: random.pick(staffIds),
        createdAt: dateOf(first + i, size.orders),
        now,
      });
      return { order, money: orderMoneyHistory(random, order, { now, clientName: client.name }) };
    });
    const batch = made.map(({ order, money }) => ({ ...order, ...money.delivery }));
    const paymentRows = made.flatMap(({ money }) => money.payments);
    const serviceRows = batch.flatMap((o) =>
      o.services.map((s, position) => ({
        orderId: o.id,
        description: s.description,
        value: fromCents(toCents(s.value)),
        discountType: s.discountType,
        discountValue: fromCents(toCents(s.discountValue)),
        position,
        createdAt: o.createdAt,
      })),
    );
    const visitRows = batch.flatMap((o) =>
      o.appointments.map((a) => ({ ...a, orderId: o.id, createdAt: o.createdAt })),
    );
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(batch.map(({ services: _s, appointments: _a, ...order }) => order));
      // Payments before services: the orders come in delivered, and their balances (order_money) move
      // with each insert; this way only an order still owing at the end enters the index of what is owed,
      // as in a shop, where an order is delivered last. Services first would pass every delivered order
      // through that partial index once, leaving it tens of times its size.
      if (paymentRows.length) await tx.insert(payments).values(paymentRows);
      await tx.insert(services).values(serviceRows);
      if (visitRows.length) await tx.insert(appointments).values(visitRows);
    });
    orderRefs.push(...batch.map(({ id, createdAt }) => ({ id, createdAt })));
    onProgress((rowsDone += batch.length));
  }

  for (let first = 0; first < size.tickets; first += TICKET_BATCH) {
    const batch = Array.from({ length: Math.min(TICKET_BATCH, size.tickets - first) }, (_, i) => {
      const createdAt = dateOf(first + i, size.tickets);
      const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
      const input = makeTicketInput(random, clientAt((first + i + 1) / size.tickets));
      const status =
        ageDays > 30 || random.chance(0.3) ? ("resolvido" as const) : random.pick(["aberto", "em_analise"] as const);
      return {
        clientId: input.clientId,
        createdBy: random.pick(staffIds),
        ...ticketText(input),
        status,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(tickets).values(batch);
    onProgress((rowsDone += batch.length));
  }
  return { orders: orderRefs };
}
