import { randomUUID } from "node:crypto";
import { fromCents, servicesTotalCents } from "@shared/money";
import type { PaymentMethod } from "@shared/payments";
import type { OrderStatus } from "@shared/value-sets";
import type { Random } from "./random";

const DAY_MS = 24 * 60 * 60 * 1000;

interface FinishedOrder {
  id: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod | null;
  services: { value: number; discountType: "porcentagem" | "valor"; discountValue: number }[];
  createdAt: Date;
  updatedAt: Date;
}

/** A payment row as the seed writes it: history from before the cash register, so no cash day. */
export interface SeedPayment {
  id: string;
  orderId: string;
  kind: "pagamento";
  direction: "entrada";
  method: PaymentMethod;
  amount: string;
  installments: number | null;
  paidOn: string;
  receivedBy: string;
  recordedBy: string;
  createdAt: Date;
}

/** What became of an order at the counter: picked up (when), by whom it was repaired, and what was paid. */
export interface OrderMoneyHistory {
  delivery: { status: "entregue"; deliveredAt: Date; pickedUpBy: string; technicianId: string } | null;
  payments: SeedPayment[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A finished order more than a week old was almost always picked up, and paid in full (sometimes a
 * deposit, then the rest); a few were delivered owing part or all of it (what the receivables screen
 * lists). An order still in the shop sometimes has a deposit.
 */
export function orderMoneyHistory(
  random: Random,
  order: FinishedOrder,
  options: { now: Date; clientName: string },
): OrderMoneyHistory {
  const totalCents = servicesTotalCents(order.services);
  const method: PaymentMethod = order.paymentMethod ?? random.pick(["pix", "dinheiro", "cartao_debito"] as const);
  const pay = (cents: number, on: Date): SeedPayment => ({
    id: randomUUID(),
    orderId: order.id,
    kind: "pagamento",
    direction: "entrada",
    method,
    amount: fromCents(cents),
    installments: method === "cartao_credito" ? random.int(1, 6) : null,
    paidOn: isoDay(on),
    receivedBy: order.userId,
    recordedBy: order.userId,
    createdAt: on,
  });
  const deposit = Math.round((totalCents * random.int(20, 50)) / 100);
  const ageDays = (options.now.getTime() - order.updatedAt.getTime()) / DAY_MS;
  if (order.status !== "concluido" || ageDays < 7 || random.chance(0.05)) {
    const withDeposit = totalCents > 0 && deposit > 0 && random.chance(0.25);
    return { delivery: null, payments: withDeposit ? [pay(deposit, order.createdAt)] : [] };
  }
  const deliveredAt = new Date(Math.min(options.now.getTime(), order.updatedAt.getTime() + random.int(0, 3) * DAY_MS));
  const delivery = {
    status: "entregue" as const,
    deliveredAt,
    pickedUpBy: options.clientName,
    technicianId: order.userId,
  };
  if (totalCents === 0) return { delivery, payments: [] };
  const roll = random.next();
  if (roll < 0.02) return { delivery, payments: [] };
  if (roll < 0.07) return { delivery, payments: deposit > 0 ? [pay(deposit, order.createdAt)] : [] };
  if (roll < 0.27 && deposit > 0)
    return { delivery, payments: [pay(deposit, order.createdAt), pay(totalCents - deposit, deliveredAt)] };
  return { delivery, payments: [pay(totalCents, deliveredAt)] };
}
