import { describe, expect, it } from "vitest";
import { BARCODE_CHECK_DIGIT_MESSAGE } from "@shared/barcode";
import { adjustmentSchema, productSchema, productUpdateSchema, purchaseSchema, supplierSchema } from "./stock.ts";
import { fieldMessagesOf, messagesOf } from "./test-helpers.ts";

const part = { name: "  Tela Galaxy A54  ", priceCents: 45000 };
const PRODUCT = "6b0c3b7e-8f0a-4c55-9a43-1f2d3c4b5a69";
const OTHER = "0f8e3a1c-2b4d-4e6f-8a9b-0c1d2e3f4a5b";

describe("productSchema", () => {
  it("trims the name, defaults cost, quantity and minimum to zero, and blanks to null", () => {
    expect(productSchema.parse({ ...part, sku: " ", barcode: "", fits: "" })).toEqual({
      name: "Tela Galaxy A54",
      sku: null,
      barcode: null,
      fits: null,
      location: null,
      priceCents: 45000,
      costCents: 0,
      quantity: 0,
      minimum: 0,
    });
    expect(productSchema.parse({ ...part, sku: " TL-A54 ", barcode: "7891000315507" })).toMatchObject({
      sku: "TL-A54",
      barcode: "7891000315507",
    });
  });

  it("refuses negative or fractional quantities, negative amounts and fractions of a centavo, in pt-BR", () => {
    expect(fieldMessagesOf(productSchema, { ...part, quantity: -1 })).toEqual({
      quantity: ["A quantidade não pode ser negativa"],
    });
    expect(fieldMessagesOf(productSchema, { ...part, quantity: 1.5 })).toEqual({
      quantity: ["A quantidade deve ser um número inteiro"],
    });
    expect(fieldMessagesOf(productSchema, { ...part, minimum: -2 })).toEqual({
      minimum: ["A quantidade não pode ser negativa"],
    });
    expect(fieldMessagesOf(productSchema, { ...part, priceCents: -1 })).toEqual({
      priceCents: ["O preço não pode ser negativo"],
    });
    expect(fieldMessagesOf(productSchema, { ...part, costCents: -100 })).toEqual({
      costCents: ["O custo não pode ser negativo"],
    });
    expect(fieldMessagesOf(productSchema, { ...part, priceCents: 10.5 })).toEqual({
      priceCents: ["Valor inválido: use no máximo duas casas decimais"],
    });
    expect(fieldMessagesOf(productSchema, { ...part, priceCents: 1_000_000_001 })).toEqual({
      priceCents: ["Valor acima do limite de R$ 10.000.000,00"],
    });
    expect(fieldMessagesOf(productSchema, { name: "Tela" })).toEqual({ priceCents: ["Informe o preço de venda"] });
    expect(fieldMessagesOf(productSchema, { ...part, name: " x " })).toEqual({
      name: ["Nome deve ter pelo menos 2 caracteres"],
    });
  });

  it("checks the barcode's digit and the SKU's characters", () => {
    expect(messagesOf(productSchema, { ...part, barcode: "7891000315508" })).toEqual([BARCODE_CHECK_DIGIT_MESSAGE]);
    expect(messagesOf(productSchema, { ...part, sku: "TELA A54" })).toEqual([
      "SKU deve conter apenas letras, números, ponto, barra e hífen",
    ]);
  });

  it("an edit may not carry a quantity or a cost: those move only by moves", () => {
    expect(productUpdateSchema.parse(part)).toMatchObject({ name: "Tela Galaxy A54", priceCents: 45000 });
    expect(messagesOf(productUpdateSchema, { ...part, quantity: 5 })).toEqual([
      "A quantidade muda só por movimentos de estoque: use um ajuste ou uma compra",
    ]);
    expect(messagesOf(productUpdateSchema, { ...part, costCents: 100 })).toEqual([
      "O custo muda só pelas compras (custo médio)",
    ]);
  });
});

describe("adjustmentSchema", () => {
  it("takes a count of zero or more and a reason", () => {
    expect(adjustmentSchema.parse({ countedQuantity: 0, reason: " Inventário " })).toEqual({
      countedQuantity: 0,
      reason: "Inventário",
    });
    expect(messagesOf(adjustmentSchema, { countedQuantity: -1, reason: "Inventário" })).toEqual([
      "A quantidade não pode ser negativa",
    ]);
    expect(messagesOf(adjustmentSchema, { countedQuantity: 3 })).toEqual(["Informe o motivo do ajuste"]);
    expect(messagesOf(adjustmentSchema, { countedQuantity: 3, reason: "  " })).toEqual(["Informe o motivo do ajuste"]);
  });
});

describe("supplierSchema", () => {
  it("keeps the CNPJ and phone as digits and refuses a bad CNPJ", () => {
    expect(
      supplierSchema.parse({ name: "Distribuidora 3M Ltda.", cnpj: "11.222.333/0001-81", phone: "(11) 3333-4444" }),
    ).toEqual({
      name: "Distribuidora 3M Ltda.",
      cnpj: "11222333000181",
      contact: null,
      phone: "1133334444",
      email: null,
    });
    expect(messagesOf(supplierSchema, { name: "Peças SA", cnpj: "11.222.333/0001-82" })).toEqual(["CNPJ inválido"]);
    expect(supplierSchema.parse({ name: "Peças SA", cnpj: "" }).cnpj).toBeNull();
  });
});

describe("purchaseSchema", () => {
  const purchase = { supplierId: OTHER, items: [{ productId: PRODUCT, quantity: 2, unitCostCents: 1000 }] };

  it("takes items of at least one unit each, every part once", () => {
    expect(purchaseSchema.parse(purchase)).toMatchObject({ invoiceNumber: null, note: null, items: purchase.items });
    expect(messagesOf(purchaseSchema, { ...purchase, items: [] })).toEqual(["Inclua ao menos uma peça na compra"]);
    expect(
      messagesOf(purchaseSchema, { ...purchase, items: [{ productId: PRODUCT, quantity: 0, unitCostCents: 1 }] }),
    ).toEqual(["A quantidade deve ser maior que zero"]);
    expect(
      messagesOf(purchaseSchema, { ...purchase, items: [{ productId: PRODUCT, quantity: 2.5, unitCostCents: 1 }] }),
    ).toEqual(["A quantidade deve ser um número inteiro"]);
    expect(
      messagesOf(purchaseSchema, { ...purchase, items: [{ productId: PRODUCT, quantity: 1, unitCostCents: -1 }] }),
    ).toEqual(["O custo não pode ser negativo"]);
    expect(messagesOf(purchaseSchema, { ...purchase, items: [...purchase.items, ...purchase.items] })).toEqual([
      "Cada peça aparece uma vez na compra",
    ]);
    expect(messagesOf(purchaseSchema, { ...purchase, purchasedOn: "2026-02-30" })).toEqual(["Data da compra inválida"]);
  });
});
