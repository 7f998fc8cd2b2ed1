import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountCents, formatOrderTotal, fromCents, serviceTotalCents, servicesTotalCents, toCents } from "./money";

const cents = fc.integer({ min: 0, max: 9_999_999_999_999 });
const percentHundredths = fc.integer({ min: 0, max: 10_000 });

describe("money in centavos", () => {
  it("reads amounts exactly, where floating point would not", () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents("1234.5")).toBe(123450);
    expect(toCents(99999999999)).toBe(9999999999900);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toCents(0.1) + toCents(0.2)).toBe(toCents(0.3));
  });

  it("round-trips through the API's decimal strings", () => {
    fc.assert(fc.property(cents, (c) => toCents(fromCents(c)) === c));
    expect(fromCents(40500)).toBe("405.00");
    expect(fromCents(7)).toBe("0.07");
  });

  it("rounds a percentage discount half-up to the centavo, per service", () => {
    expect(discountCents({ value: "0.05", discountType: "porcentagem", discountValue: 10 })).toBe(1); // 0,5 centavo → 1
    expect(discountCents({ value: "0.04", discountType: "porcentagem", discountValue: 10 })).toBe(0); // 0,4 centavo → 0
    expect(serviceTotalCents({ value: 333.33, discountType: "porcentagem", discountValue: 12.5 })).toBe(29166); // 41,66625 → 41,67
    expect(serviceTotalCents({ value: 450, discountType: "porcentagem", discountValue: 10 })).toBe(40500);
    expect(serviceTotalCents({ value: 620, discountType: "valor", discountValue: 50 })).toBe(57000);
  });

  it("never gives a total below zero or above the value (property)", () => {
    fc.assert(
      fc.property(cents, percentHundredths, (value, pct) => {
        const total = serviceTotalCents({
          value: fromCents(value),
          discountType: "porcentagem",
          discountValue: fromCents(pct),
        });
        return total >= 0 && total <= value && Number.isInteger(total);
      }),
    );
  });

  it("matches the exact rational result within half a centavo (property)", () => {
    fc.assert(
      fc.property(cents, percentHundredths, (value, pct) => {
        const discount = discountCents({
          value: fromCents(value),
          discountType: "porcentagem",
          discountValue: fromCents(pct),
        });
        // |discount − value·pct/10000| ≤ 1/2, checked in integers: |discount·10000 − value·pct| ≤ 5000
        const error = BigInt(discount) * 10000n - BigInt(value) * BigInt(pct);
        return (error < 0n ? -error : error) <= 5000n;
      }),
    );
  });

  it("sums the order total as the sum of exact service totals, in any order (property)", () => {
    const service = fc.record({
      value: cents.map(fromCents),
      discountType: fc.constantFrom("porcentagem" as const, "valor" as const),
      discountValue: fc.constant("0"),
    });
    fc.assert(
      fc.property(fc.array(service, { maxLength: 20 }), (services) => {
        const forward = servicesTotalCents(services);
        const backward = servicesTotalCents([...services].reverse());
        const expected = services.reduce((sum, s) => sum + toCents(s.value), 0);
        return forward === backward && forward === expected;
      }),
    );
  });

  it("takes 100% off completely and 0% off nothing (property)", () => {
    fc.assert(
      fc.property(cents, (value) => {
        const amount = fromCents(value);
        return (
          serviceTotalCents({ value: amount, discountType: "porcentagem", discountValue: 100 }) === 0 &&
          serviceTotalCents({ value: amount, discountType: "porcentagem", discountValue: 0 }) === value &&
          serviceTotalCents({ value: amount, discountType: "valor", discountValue: amount }) === 0
        );
      }),
    );
  });
});

describe("an order's total as people read it", () => {
  const part = { unitPrice: "89.90", quantity: 1, discountType: "valor", discountValue: "0.00" };

  it("is 'a definir' while neither a service nor a part is priced, and the amount once a part is", () => {
    expect(formatOrderTotal({ services: [], parts: [], total: "0.00" })).toBe("a definir");
    expect(formatOrderTotal({ services: [], total: "0.00" })).toBe("a definir");
    // An order with parts only (a battery swapped with no labour charged) has a price.
    expect(formatOrderTotal({ services: [], parts: [part], total: "89.90" })).toBe("R$\u00a089,90");
  });
});
