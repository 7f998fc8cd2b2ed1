import { describe, expect, it } from "vitest";
import type { OrderPart } from "@shared/order-types";
import { formOfPart, formOfPrice, lineTotalCents, percentOfTyped, readPartLine } from "./part-line-values";

const line: OrderPart = {
  id: "a",
  productId: "b",
  description: "Tela",
  quantity: 2,
  unitPrice: "1450.00",
  discountType: "porcentagem",
  discountValue: "12.50",
};

describe("a part line's boxes", () => {
  it("start at one unit at the catalog's price, and show a line as it stands", () => {
    expect(formOfPrice(45000)).toEqual({ quantity: "1", price: "450,00", discountType: "porcentagem", discount: "" });
    expect(formOfPart(line)).toEqual({
      quantity: "2",
      price: "1.450,00",
      discountType: "porcentagem",
      discount: "12,50",
    });
    expect(formOfPart({ ...line, discountValue: "10.00" }).discount).toBe("10");
    expect(formOfPart({ ...line, discountType: "valor", discountValue: "5.00" }).discount).toBe("5,00");
    expect(formOfPart({ ...line, discountValue: "0.00" }).discount).toBe("");
  });

  it("read prices in centavos and a percentage as typed, never through a float sum", () => {
    expect(readPartLine({ quantity: "3", price: "1.234,56", discountType: "porcentagem", discount: "12,5" })).toEqual({
      values: { quantity: 3, unitPriceCents: 123456, discountType: "porcentagem", discountValue: 12.5 },
    });
    expect(readPartLine({ quantity: "1", price: "89,90", discountType: "valor", discount: "10" })).toEqual({
      values: { quantity: 1, unitPriceCents: 8990, discountType: "valor", discountValue: 1000 },
    });
    expect(percentOfTyped("10.25")).toBe(10.25);
    expect(percentOfTyped("10,255")).toBeNull();
    expect(percentOfTyped("-1")).toBeNull();
  });

  it("say what to fix in each box", () => {
    expect(readPartLine({ quantity: "", price: "", discountType: "porcentagem", discount: "101" })).toEqual({
      errors: {
        quantity: "Informe a quantidade",
        price: "Informe o valor",
        discount: "Desconto não pode passar de 100%",
      },
    });
    expect(readPartLine({ quantity: "1,5", price: "1,234", discountType: "valor", discount: "x" })).toEqual({
      errors: {
        quantity: "A quantidade deve ser um número inteiro",
        price: "Valor inválido: use no máximo duas casas decimais",
        discount: "Desconto inválido: use no máximo duas casas decimais",
      },
    });
    expect(readPartLine({ quantity: "0", price: "1", discountType: "valor", discount: "" })).toEqual({
      errors: { quantity: "A quantidade deve ser maior que zero" },
    });
  });

  it("total the line as the server does: units × price, less the discount rounded half-up", () => {
    // 3 × R$ 0,35 = R$ 1,05; 10% = 10,5 centavos → 11; R$ 0,94.
    expect(lineTotalCents({ quantity: 3, unitPriceCents: 35, discountType: "porcentagem", discountValue: 10 })).toBe(
      94,
    );
    expect(lineTotalCents({ quantity: 2, unitPriceCents: 45000, discountType: "valor", discountValue: 5000 })).toBe(
      85000,
    );
  });
});
