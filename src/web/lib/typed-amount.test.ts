import { describe, expect, it } from "vitest";
import { centsOfTyped, typedAmountError, typedCents } from "./typed-amount";

describe("centsOfTyped", () => {
  it.each([
    ["150", 15000],
    ["150,3", 15030],
    ["150,30", 15030],
    ["1.234,56", 123456],
    ["R$ 1.234,56", 123456],
    ["1.234.567,00", 123456700],
    ["1.234", 123400],
    ["12.5", 1250],
    ["12.50", 1250],
    ["0,01", 1],
    ["  80,00 ", 8000],
    ["10,", 1000],
  ])("reads %s as %i centavos", (text, cents) => {
    expect(centsOfTyped(text)).toBe(cents);
  });

  it.each(["abc", "1,234", "1,2,3", "12.345,6.7", "-5", "1.23.4", "12.345.6"])("refuses %s", (text) => {
    expect(centsOfTyped(text)).toBeNull();
  });

  it("takes an empty box as no amount", () => {
    expect(centsOfTyped("  ")).toBeUndefined();
    expect(typedAmountError(undefined)).toBe("Informe o valor");
    expect(typedAmountError(null)).toMatch(/duas casas/);
    expect(typedAmountError(100)).toBeUndefined();
  });
});

describe("typedCents", () => {
  it("writes centavos back as they are typed, read back the same", () => {
    expect(typedCents(123450)).toBe("1.234,50");
    expect(centsOfTyped(typedCents(123450))).toBe(123450);
  });
});
