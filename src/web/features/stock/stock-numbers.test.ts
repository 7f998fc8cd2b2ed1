import { describe, expect, it } from "vitest";
import { productSchema } from "@shared/validation/stock";
import {
  adjustmentText,
  centsForSchema,
  isExactCode,
  purchaseTotalCents,
  signedUnits,
  unitsOfTyped,
} from "./stock-numbers";

describe("unitsOfTyped", () => {
  it.each([
    ["12", 12],
    [" 0 ", 0],
    ["1.000", 1000],
    ["1.000.000", 1_000_000],
    ["1,5", 1.5],
    ["-2", -2],
  ])("reads %s as %d", (text, units) => {
    expect(unitsOfTyped(text)).toBe(units);
  });

  it("takes an empty box as nothing typed and anything else as not a number", () => {
    expect(unitsOfTyped("  ")).toBeUndefined();
    expect(unitsOfTyped("doze")).toBeNaN();
    expect(unitsOfTyped("1.5.")).toBeNaN();
  });

  it("lets the shared schema say what is wrong, in its words", () => {
    const messageFor = (text: string) =>
      productSchema.safeParse({ name: "Tela A54", priceCents: 100, quantity: unitsOfTyped(text) }).error?.issues[0]
        ?.message;
    expect(messageFor("1,5")).toBe("A quantidade deve ser um número inteiro");
    expect(messageFor("-2")).toBe("A quantidade não pode ser negativa");
    expect(messageFor("doze")).toBe("Quantidade inválida");
    expect(messageFor("3")).toBeUndefined();
  });
});

describe("the ledger's words", () => {
  it("signs a move's quantity with a true minus", () => {
    expect(signedUnits(3)).toBe("+3");
    expect(signedUnits(-2)).toBe("−2");
  });

  it("says a count's difference before it is confirmed", () => {
    expect(adjustmentText(5, 8)).toBe("Diferença: +3 unidades (entrada de 3)");
    expect(adjustmentText(5, 4)).toBe("Diferença: −1 unidade (saída de 1)");
    expect(adjustmentText(5, 5)).toBe("Sem diferença: o estoque já está certo.");
    expect(adjustmentText(5, undefined)).toBeNull();
    expect(adjustmentText(5, 1.5)).toBeNull();
  });
});

describe("purchaseTotalCents", () => {
  it("sums whole centavos, leaving out lines not filled yet", () => {
    expect(
      purchaseTotalCents([
        { quantity: 3, unitCostCents: 12000 },
        { quantity: 10, unitCostCents: 3550 },
        { quantity: undefined, unitCostCents: 100 },
        { quantity: 2, unitCostCents: null },
      ]),
    ).toBe(71500);
    // 3 × R$ 0,10 is R$ 0,30 exactly (0.1 * 3 in floats is not).
    expect(purchaseTotalCents([{ quantity: 3, unitCostCents: 10 }])).toBe(30);
  });
});

describe("centsForSchema", () => {
  it("hands the schema centavos, undefined for a blank box and NaN for one that holds no amount", () => {
    expect(centsForSchema("1.234,56")).toBe(123456);
    expect(centsForSchema(" ")).toBeUndefined();
    expect(centsForSchema("12,345")).toBeNaN();
    const priceError = (text: string) =>
      productSchema.safeParse({ name: "Tela A54", priceCents: centsForSchema(text) }).error?.issues[0]?.message;
    expect(priceError("")).toBe("Informe o preço de venda");
    expect(priceError("abc")).toBe("Valor inválido");
  });
});

describe("codes", () => {
  it("matches a scanned barcode exactly and a SKU ignoring case", () => {
    const part = { sku: "TELA-A54", barcode: "7891234567895" };
    expect(isExactCode(part, "7891234567895")).toBe(true);
    expect(isExactCode(part, "tela-a54")).toBe(true);
    expect(isExactCode(part, "789123")).toBe(false);
    expect(isExactCode({ sku: null, barcode: null }, "")).toBe(false);
  });
});
