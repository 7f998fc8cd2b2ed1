import { describe, expect, it } from "vitest";
import { depositOf, NO_DEPOSIT } from "./deposit-section";

describe("depositOf", () => {
  it("sends no deposit when no amount was typed", () => {
    expect(depositOf(NO_DEPOSIT)).toEqual({ deposit: null });
  });

  it("reads the amount in centavos, with the method's own fields", () => {
    expect(depositOf({ ...NO_DEPOSIT, amount: "1.234,50", method: "cartao_credito", installments: "3" })).toEqual({
      deposit: { amountCents: 123450, method: "cartao_credito", installments: 3, cashTenderedCents: null },
    });
    expect(depositOf({ ...NO_DEPOSIT, amount: "50", method: "dinheiro", tendered: "100" })).toEqual({
      deposit: { amountCents: 5000, method: "dinheiro", installments: null, cashTenderedCents: 10000 },
    });
  });

  it("says what is wrong in pt-BR", () => {
    expect(depositOf({ ...NO_DEPOSIT, amount: "12,345" })).toEqual({
      errors: { amount: "Valor inválido: use no máximo duas casas decimais", method: "Escolha a forma de pagamento" },
    });
    expect(depositOf({ ...NO_DEPOSIT, amount: "0", method: "pix" })).toEqual({
      errors: { amount: "O valor deve ser maior que zero" },
    });
    expect(depositOf({ ...NO_DEPOSIT, amount: "50", method: "dinheiro", tendered: "20" })).toEqual({
      errors: { tendered: "O valor entregue pelo cliente é menor que o pagamento" },
    });
  });
});
