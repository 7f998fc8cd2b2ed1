import { describe, expect, it } from "vitest";
import type { Payment } from "@shared/payments";
import { methodText, paymentFacts, receiptStatement, signatureText } from "./payment-receipt-text";

const payment: Payment = {
  id: "p1",
  kind: "pagamento",
  direction: "entrada",
  method: "pix",
  amountCents: 15030,
  installments: null,
  cashTenderedCents: null,
  paidOn: "2026-11-26",
  receivedBy: { id: "u1", name: "Carlos Técnico" },
  note: null,
  reason: null,
  reverses: null,
  reversedBy: null,
  createdAt: "2026-11-26T13:00:00.000Z",
};
const order = {
  number: 42,
  client: {
    id: "c1",
    name: "Ana Souza",
    phone: null,
    address: null,
    mapsLocation: null,
    email: null,
    cpf: "52998224725",
  },
  brand: "Samsung",
  model: "A54",
  money: { totalCents: 30000, paidCents: 15030, balanceCents: 14970, state: "parcial" as const },
};
const company = {
  name: "Conserta Já",
  cnpj: "11222333000181",
  phone: null,
  email: null,
  address: null,
  cep: null,
  warrantyTerms: "",
};

describe("a payment's receipt text", () => {
  it("states who paid how much, in figures and in words, for which order", () => {
    expect(receiptStatement({ payment, order, company })).toBe(
      "Recebemos de Ana Souza, CPF 529.982.247-25, a importância de R$\u00a0150,30 (cento e cinquenta reais e trinta centavos), referente ao pedido OS nº 00042.",
    );
    expect(signatureText(payment, order, company)).toBe("Assinatura de Carlos Técnico · Conserta Já");
  });

  it("names a credit card's installments, cash's change and the balance still due", () => {
    expect(methodText({ method: "cartao_credito", installments: 3 })).toBe("Cartão de crédito em 3x");
    expect(methodText({ method: "cartao_credito", installments: 1 })).toBe("Cartão de crédito à vista");
    expect(methodText({ method: "dinheiro", installments: null })).toBe("Dinheiro");
    expect(methodText({ method: "cartao_credito", installments: null })).toBe("Cartão de crédito");
    const cash = { ...payment, method: "dinheiro" as const, cashTenderedCents: 20000 };
    expect(paymentFacts(cash, order)).toEqual([
      ["Cliente", "Ana Souza"],
      ["CPF", "529.982.247-25"],
      ["Pedido", "OS nº 00042 · Samsung A54"],
      ["Valor", "R$\u00a0150,30"],
      ["Por extenso", "cento e cinquenta reais e trinta centavos"],
      ["Forma de pagamento", "Dinheiro"],
      ["Valor entregue", "R$\u00a0200,00"],
      ["Troco", "R$\u00a049,70"],
      ["Data", "26/11/2026"],
      ["Recebido por", "Carlos Técnico"],
      ["Saldo atual do pedido", "R$\u00a0149,70"],
    ]);
  });

  it("prints a refund as the customer's receipt and a reversal as such", () => {
    const refund = { ...payment, kind: "reembolso" as const, direction: "saida" as const, amountCents: 5000 };
    expect(receiptStatement({ payment: refund, order, company })).toBe(
      "Ana Souza, CPF 529.982.247-25, recebeu de Conserta Já a importância de R$\u00a050,00 (cinquenta reais), devolvida referente ao pedido OS nº 00042.",
    );
    expect(signatureText(refund, order, company)).toBe("Assinatura de Ana Souza");
    const reversal = { ...payment, id: "p2", kind: "estorno" as const, reverses: "p1", reason: "Pix não caiu" };
    expect(receiptStatement({ payment: reversal, order, company, reversed: payment })).toBe(
      "Foi estornado o pagamento de 26/11/2026 no pedido OS nº 00042: a importância de R$\u00a0150,30 (cento e cinquenta reais e trinta centavos) deixa de contar no pedido.",
    );
    expect(paymentFacts(reversal, order)).toContainEqual(["Estornado por", "Carlos Técnico"]);
    expect(paymentFacts(reversal, order)).toContainEqual(["Motivo", "Pix não caiu"]);
  });
});
