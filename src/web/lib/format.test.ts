import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatCents } from "@shared/money";
import { formatAmount, formatCurrency, formatDay, formatPercent } from "./format";

describe("money formatting", () => {
  const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

  it("writes centavos exactly as Intl's pt-BR BRL format does", () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 150, 99_999, 100_000, 123_456, 100_000_000, 9_999_999_999_999, -1, -150, -123_456_789,
    ];
    for (const cents of samples) expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });

  it("formats API amounts and reais the same way", () => {
    expect(formatAmount("1234.50")).toBe("R$\u00a01.234,50");
    expect(formatCurrency(1234.5)).toBe("R$\u00a01.234,50");
    expect(formatCurrency(-0.01)).toBe("-R$\u00a00,01");
  });

  it("writes percentages with a decimal comma and at most two decimals", () => {
    expect(formatPercent(12.5)).toBe("12,5");
    expect(formatPercent(10)).toBe("10");
    expect(formatPercent(33.333)).toBe("33,33");
  });
});

describe("day formatting", () => {
  it("writes days and timestamps exactly as date-fns's dd/MM/yyyy does", () => {
    const samples = [
      "2025-03-05",
      "2024-02-29",
      "0999-12-31",
      "2025-12-31T23:59:59.999Z",
      "2025-01-01T00:00:00.000Z",
      "2025-06-15T12:30:00-03:00",
      "2025-07-04T08:00:00",
    ];
    for (const iso of samples) expect(formatDay(iso)).toBe(format(parseISO(iso), "dd/MM/yyyy"));
  });

  it("never shifts a bare day, whatever the time zone", () => {
    expect(formatDay("2025-03-01")).toBe("01/03/2025");
  });
});
