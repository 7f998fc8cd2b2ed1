import { describe, expect, it } from "vitest";
import { servicesTotalCents, toCents } from "@shared/money";
import { paymentInputSchema } from "@shared/validation/payment";
import { makeOrder } from "./generators";
import { orderMoneyHistory } from "./order-money";
import { createRandom } from "./random";

const NOW = new Date("2026-11-22T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the scale seed's money", () => {
  const random = createRandom(9);
  const shop = Array.from({ length: 2000 }, (_, i) => {
    const order = makeOrder(random, {
      clientId: crypto.randomUUID(),
      userId: "staff",
      createdAt: new Date(NOW.getTime() - (i % 400) * DAY_MS),
      now: NOW,
    });
    return { order, money: orderMoneyHistory(random, order, { now: NOW, clientName: "Maria Souza" }) };
  });

  it("delivers only finished orders, a week after they were finished at least, never in the future", () => {
    for (const { order, money } of shop) {
      if (!money.delivery) continue;
      expect(order.status).toBe("concluido");
      expect(money.delivery.deliveredAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - order.updatedAt.getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
    }
    expect(shop.filter((s) => s.money.delivery).length).toBeGreaterThan(1000);
  });

  it("writes payments the payment form would accept, never more than the order costs", () => {
    for (const { order, money } of shop) {
      const paid = money.payments.reduce((sum, p) => sum + toCents(p.amount), 0);
      expect(paid).toBeLessThanOrEqual(servicesTotalCents(order.services));
      for (const p of money.payments) {
        const input = { amountCents: toCents(p.amount), method: p.method, installments: p.installments ?? undefined };
        expect(paymentInputSchema.safeParse(input).success, JSON.stringify(p)).toBe(true);
        expect(p.paidOn <= NOW.toISOString().slice(0, 10)).toBe(true);
      }
    }
  });

  it("leaves some delivered orders owing money, as a shop's receivables are", () => {
    const owing = shop.filter(({ order, money }) => {
      const paid = money.payments.reduce((sum, p) => sum + toCents(p.amount), 0);
      return money.delivery && paid < servicesTotalCents(order.services);
    });
    const delivered = shop.filter((s) => s.money.delivery).length;
    expect(owing.length / delivered).toBeGreaterThan(0.02);
    expect(owing.length / delivered).toBeLessThan(0.15);
  });
});
