import { describe, expect, it } from "vitest";
import { warrantyText } from "./warranty";

describe("warrantyText", () => {
  it("counts from delivery, and says so before it", () => {
    expect(warrantyText({ warrantyMonths: 3, deliveredAt: null })).toBe("3 meses, a contar da entrega");
    expect(warrantyText({ warrantyMonths: 3, deliveredAt: "2026-11-24T15:00:00-03:00" })).toBe(
      "3 meses, até 24/02/2027",
    );
    expect(warrantyText({ warrantyMonths: 1, deliveredAt: "2026-01-31T15:00:00-03:00" })).toBe("1 mês, até 28/02/2026");
    expect(warrantyText({ warrantyMonths: null, deliveredAt: null })).toBe("Sem garantia");
  });
});
