import { describe, expect, it } from "vitest";
import { orderInputSchema } from "@shared/validation/order";
import { ticketInputSchema } from "@shared/validation/ticket";
import { soakCycle, type SoakFixture } from "./soak-mix";

const fixture: SoakFixture = {
  orderId: "8a27c419-61ea-41d9-98c0-d29fce13f516",
  clientId: "35bc90ff-1607-4106-88ec-f9519462f15d",
  clientName: "Helena D'Ávila",
};
const headers = {
  origin: "http://127.0.0.1:3200",
  cookie: "session=x",
  "content-type": "application/json",
  "X-CSRF-Token": "t",
};
const cycle = soakCycle(fixture, headers);
const step = (name: string) => cycle.find((s) => s.name === name)!;

describe("soakCycle", () => {
  it("is 80 % reads and 20 % writes, the writes carrying the signed-in headers", () => {
    expect(cycle.filter((s) => s.write).map((s) => s.name)).toEqual([
      "POST /api/orders",
      "PUT /api/orders/:id",
      "POST /api/tickets",
    ]);
    expect(cycle.filter((s) => !s.write)).toHaveLength(12);
    for (const s of cycle.filter((s) => s.write)) expect(s.request.headers).toEqual(headers);
    expect(step("GET /api/clients?search=").request.path).toBe("/api/clients?search=Helena%20D'%C3%81vila");
  });

  it("sends bodies the server's own schemas accept", () => {
    expect(orderInputSchema.safeParse(JSON.parse(step("POST /api/orders").request.body!)).success).toBe(true);
    expect(orderInputSchema.safeParse(JSON.parse(step("PUT /api/orders/:id").request.body!)).success).toBe(true);
    expect(ticketInputSchema.safeParse(JSON.parse(step("POST /api/tickets").request.body!)).success).toBe(true);
  });

  it("edits the order the same connection created earlier in the cycle", () => {
    const context: Record<string, unknown> = {};
    const create = step("POST /api/orders").request;
    create.onResponse!(201, JSON.stringify({ id: "f44136ca-aab0-4d0e-8cd0-7b3f7d32b14c" }), context);
    const edit = step("PUT /api/orders/:id").request;
    expect(edit.setupRequest!(edit, context).path).toBe("/api/orders/f44136ca-aab0-4d0e-8cd0-7b3f7d32b14c");
    expect(cycle.indexOf(step("POST /api/orders"))).toBeLessThan(cycle.indexOf(step("PUT /api/orders/:id")));
  });
});
