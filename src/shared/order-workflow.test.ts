import { describe, expect, it } from "vitest";
import { canMove, ORDER_MOVES, warrantyEndDay } from "./order-workflow";
import { ORDER_STATUSES } from "./value-sets";

describe("the order workflow", () => {
  it("never returns to 'Novo' and leaves delivered and cancelled orders closed", () => {
    for (const from of ORDER_STATUSES) expect(canMove(from, "novo"), from).toBe(false);
    expect(ORDER_MOVES.entregue).toEqual([]);
    expect(ORDER_MOVES.cancelado).toEqual([]);
  });

  it("delivers only a finished repair, and cancels anything not yet finished", () => {
    expect(ORDER_STATUSES.filter((from) => canMove(from, "entregue"))).toEqual(["concluido"]);
    expect(ORDER_STATUSES.filter((from) => canMove(from, "cancelado"))).toEqual([
      "novo",
      "em_andamento",
      "aguardando_aprovacao",
      "aguardando_peca",
    ]);
  });
});

describe("warrantyEndDay", () => {
  it.each([
    ["2026-11-24", 3, "2027-02-24"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2026-12-15", 12, "2027-12-15"],
  ])("%s + %i months is %s", (delivered, months, end) => {
    expect(warrantyEndDay(delivered, months)).toBe(end);
  });
});
