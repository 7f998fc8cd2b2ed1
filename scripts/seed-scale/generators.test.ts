import { describe, expect, it } from "vitest";
import { clientSchema } from "@shared/validation/client";
import { cpfSchema, phoneSchema } from "@shared/validation/fields";
import { orderInputSchema } from "@shared/validation/order";
import { ticketInputSchema } from "@shared/validation/ticket";
import { ticketText } from "@shared/ticket-types";
import { DEVICE_KINDS } from "./device-catalog";
import { makeClient, makeCpf, makeOrder, makePhone, makeTicketInput } from "./generators";
import { createRandom } from "./random";

const NOW = new Date("2026-11-22T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
// Forms send a blank optional field as absent, not null.
const asForm = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v ?? undefined]));

describe("scale seed generators, held to the shared schemas", () => {
  it("makes CPFs with valid check digits and phones the phone rule accepts, stored as digits", () => {
    const random = createRandom(1);
    for (const cpf of many(500, () => makeCpf(random))) expect(cpfSchema.safeParse(cpf).data, cpf).toBe(cpf);
    for (const phone of many(500, () => makePhone(random, random.pick([11, 21, 85]))))
      expect(phoneSchema.safeParse(phone).data, phone).toBe(phone);
  });

  it("makes clients a staff member could save through the client form", () => {
    const random = createRandom(2);
    for (const client of many(1000, (i) => makeClient(random, NOW, i))) {
      const parsed = clientSchema.safeParse(
        asForm({
          name: client.name,
          phone: client.phone,
          address: client.address,
          email: client.email,
          cpf: client.cpf,
        }),
      );
      expect(parsed.success, JSON.stringify({ client, issues: parsed.error?.issues })).toBe(true);
    }
  });

  it("makes orders the order form accepts, with services, discounts and visits that fit", () => {
    const random = createRandom(3);
    const orders = many(1000, (i) =>
      makeOrder(random, {
        clientId: crypto.randomUUID(),
        userId: "staff",
        createdAt: new Date(NOW.getTime() - i * DAY_MS),
        now: NOW,
      }),
    );
    for (const order of orders) {
      const parsed = orderInputSchema.safeParse(order);
      expect(parsed.success, JSON.stringify({ order, issues: parsed.error?.issues })).toBe(true);
      expect(order.services.length).toBeGreaterThan(0);
      const homeVisit = DEVICE_KINDS.find((k) => k.device === order.device)!.visitedAtHome;
      expect(order.appointments.length).toBe(homeVisit ? 1 : 0);
      expect(order.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (order.status === "concluido") expect(order.paymentMethod).not.toBeNull();
    }
    expect(new Set(orders.flatMap((o) => o.services.map((s) => s.discountType)))).toEqual(
      new Set(["porcentagem", "valor"]),
    );
  });

  it("leaves recent orders open and finishes old ones", () => {
    const random = createRandom(4);
    const at = (ageDays: number) =>
      many(400, () =>
        makeOrder(random, {
          clientId: crypto.randomUUID(),
          userId: "staff",
          createdAt: new Date(NOW.getTime() - ageDays * DAY_MS),
          now: NOW,
        }),
      );
    const finished = (orders: { status: string }[]) =>
      orders.filter((o) => o.status === "concluido").length / orders.length;
    expect(finished(at(1))).toBeLessThan(0.2);
    expect(finished(at(400))).toBeGreaterThan(0.9);
  });

  it("makes ticket dialogs that validate, with a subject that fits its column", () => {
    const random = createRandom(5);
    for (const client of many(500, (i) => makeClient(random, NOW, i))) {
      const input = makeTicketInput(random, client);
      expect(ticketInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
      expect(ticketText(input).subject.length).toBeLessThanOrEqual(255);
    }
  });

  it("gives the same shop for the same seed", () => {
    const names = (seed: number) => {
      const random = createRandom(seed);
      return many(50, (i) => makeClient(random, NOW, i).name);
    };
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
  });
});
