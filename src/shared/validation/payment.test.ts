import { describe, expect, it } from "vitest";
import { cardPaymentSchema } from "./payment.ts";
import { fieldMessagesOf } from "./test-helpers.ts";

const valid = {
  cardNumber: "4111 1111 1111 1111",
  expiryDate: "08/29",
  cvv: "123",
  cardholderName: "Maria da Conceição",
  amount: 249.9,
};

describe("cardPaymentSchema", () => {
  it("accepts a card payment, with the card number as digits", () => {
    expect(cardPaymentSchema.parse(valid)).toEqual({ ...valid, cardNumber: "4111111111111111" });
  });

  it("reports each invalid field", () => {
    expect(
      fieldMessagesOf(cardPaymentSchema, {
        cardNumber: "4111",
        expiryDate: "8/29",
        cvv: "12",
        cardholderName: "M4ria",
        amount: -1,
      }),
    ).toEqual({
      cardNumber: ["Número de cartão inválido"],
      expiryDate: ["Validade deve estar no formato MM/AA"],
      cvv: ["CVV inválido"],
      cardholderName: ["Nome deve conter apenas letras e espaços"],
      amount: ["Valor não pode ser negativo"],
    });
  });

  it("asks for missing fields", () => {
    expect(fieldMessagesOf(cardPaymentSchema, {})).toEqual({
      cardNumber: ["Informe o número do cartão"],
      expiryDate: ["Informe a validade"],
      cvv: ["Informe o CVV"],
      cardholderName: ["Informe o nome"],
      amount: ["Informe o valor"],
    });
  });
});
