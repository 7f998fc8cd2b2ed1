import { describe, expect, it } from "vitest";
import { shopSize } from "./seed-shop";

describe("shopSize", () => {
  it("keeps the proportions of a shop: about three orders per client, a ticket per five orders", () => {
    expect(shopSize(100_000)).toEqual({ orders: 100_000, clients: 30_000, tickets: 20_000 });
    expect(shopSize(1_000)).toEqual({ orders: 1_000, clients: 300, tickets: 200 });
  });

  it("has a few clients even for a handful of orders", () => {
    expect(shopSize(3)).toEqual({ orders: 3, clients: 10, tickets: 1 });
  });
});
