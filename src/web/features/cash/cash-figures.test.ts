import { describe, expect, it } from "vitest";
import type { CashDay } from "@shared/cash";
import { differenceText, drawerCents, receivedByMethod, signedCents, signedMoveCents } from "./cash-figures";

const payment = (
  method: CashDay["payments"][number]["method"],
  amountCents: number,
  direction: "entrada" | "saida" = "entrada",
): CashDay["payments"][number] => ({
  id: `${method}-${amountCents}-${direction}`,
  source: { kind: "pedido", id: "o", number: 1 },
  kind: direction === "entrada" ? "pagamento" : "reembolso",
  direction,
  method,
  amountCents,
  createdAt: "2026-11-26T12:00:00.000Z",
});

describe("the cash day's figures", () => {
  it("nets what each method took in, refunds and reversals out", () => {
    const received = receivedByMethod([
      payment("dinheiro", 20000),
      payment("pix", 10000),
      payment("dinheiro", 5000, "saida"),
      payment("pix", 2550),
    ]);
    expect([...received]).toEqual([
      ["dinheiro", 15000],
      ["pix", 12550],
    ]);
  });

  it("signs a move by what it does to the drawer", () => {
    expect(signedMoveCents({ kind: "suprimento", amountCents: 5000 })).toBe(5000);
    expect(signedMoveCents({ kind: "sangria", amountCents: 5000 })).toBe(-5000);
    expect(signedMoveCents({ kind: "despesa", amountCents: 1500 })).toBe(-1500);
  });

  it("writes a difference with its sign and whether money is over or missing", () => {
    expect(signedCents(500)).toBe("+R$\u00a05,00");
    expect(differenceText(500)).toBe("+R$\u00a05,00 (sobra)");
    expect(differenceText(-1250)).toBe("-R$\u00a012,50 (falta)");
    expect(differenceText(0)).toBe("R$\u00a00,00");
    expect(differenceText(null)).toBe("—");
  });

  it("reads what the drawer should hold from the cash line, zero without one", () => {
    expect(
      drawerCents({
        counts: [
          { method: "pix", expectedCents: 10000, countedCents: null, differenceCents: null },
          { method: "dinheiro", expectedCents: 3500, countedCents: null, differenceCents: null },
        ],
      }),
    ).toBe(3500);
    expect(drawerCents({ counts: [] })).toBe(0);
  });
});
