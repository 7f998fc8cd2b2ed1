import { describe, expect, it } from "vitest";
import { appointmentInputSchema, orderInputSchema, serviceInputSchema, statusChangeSchema } from "./order.ts";
import { messagesOf } from "./test-helpers.ts";

const order = {
  clientId: "6f1c2b8e-3a4d-4e5f-8a9b-0c1d2e3f4a5b",
  brand: "Samsung",
  model: "Galaxy S21",
  device: "Celular",
  defect: "Tela quebrada",
};

describe("orderInputSchema", () => {
  it("fills the defaults of a new order", () => {
    expect(orderInputSchema.parse(order)).toMatchObject({
      status: "novo",
      paymentCondition: null,
      paymentMethod: null,
      warrantyMonths: null,
      additionalInfo: null,
      services: [],
      appointments: [],
    });
  });

  it("asks for every required field with the form's message", () => {
    for (const field of ["clientId", "brand", "model", "device", "defect"] as const) {
      expect(messagesOf(orderInputSchema, { ...order, [field]: "" })).toContain(
        "Preencha todos os campos obrigatórios",
      );
    }
  });

  it("refuses unknown statuses and payment values", () => {
    expect(messagesOf(orderInputSchema, { ...order, status: "arquivado" })).toContain("Status inválido");
    expect(messagesOf(orderInputSchema, { ...order, paymentMethod: "cheque" })).toContain(
      "Forma de pagamento inválida",
    );
    expect(messagesOf(orderInputSchema, { ...order, warrantyMonths: -1 })).toContain("Garantia não pode ser negativa");
  });
});

describe("serviceInputSchema", () => {
  it("needs description and value", () => {
    expect(messagesOf(serviceInputSchema, { description: "", value: 10 })).toEqual([
      "Preencha todos os campos obrigatórios do serviço",
    ]);
    expect(messagesOf(serviceInputSchema, { description: "Troca de tela" })).toEqual([
      "Preencha todos os campos obrigatórios do serviço",
    ]);
  });

  it("defaults to a percentage discount of zero", () => {
    expect(serviceInputSchema.parse({ description: "Diagnóstico", value: 80 })).toMatchObject({
      discountType: "porcentagem",
      discountValue: 0,
    });
  });

  it("refuses a negative value, a negative discount, over 100% or more than the value", () => {
    expect(messagesOf(serviceInputSchema, { description: "X", value: -1 })).toContain("Valor não pode ser negativo");
    expect(messagesOf(serviceInputSchema, { description: "X", value: 10, discountValue: -1 })).toContain(
      "Desconto não pode ser negativo",
    );
    expect(messagesOf(serviceInputSchema, { description: "X", value: 10, discountValue: 100.01 })).toContain(
      "Desconto não pode passar de 100%",
    );
    expect(
      messagesOf(serviceInputSchema, { description: "X", value: 10, discountType: "valor", discountValue: 10.01 }),
    ).toContain("Desconto não pode ser maior que o valor do serviço");
    expect(
      serviceInputSchema.safeParse({ description: "X", value: 10, discountType: "valor", discountValue: 10 }).success,
    ).toBe(true);
    expect(serviceInputSchema.safeParse({ description: "X", value: 10, discountValue: 100 }).success).toBe(true);
  });
});

describe("appointmentInputSchema", () => {
  it("needs a real date", () => {
    expect(messagesOf(appointmentInputSchema, {})).toEqual(["Selecione uma data para o agendamento"]);
    expect(messagesOf(appointmentInputSchema, { date: "" })).toEqual(["Selecione uma data para o agendamento"]);
    expect(messagesOf(appointmentInputSchema, { date: "2026-02-30" })).toEqual([
      "Selecione uma data para o agendamento",
    ]);
  });

  it("defaults to the morning and not confirmed", () => {
    expect(appointmentInputSchema.parse({ date: "2026-02-28" })).toEqual({
      date: "2026-02-28",
      period: "manha",
      status: "nao_confirmado",
    });
  });
});

describe("statusChangeSchema", () => {
  it("asks why an order is cancelled and who picked a delivered one up", () => {
    expect(messagesOf(statusChangeSchema, { status: "cancelado" })).toEqual(["Informe o motivo do cancelamento"]);
    expect(messagesOf(statusChangeSchema, { status: "entregue", pickedUpBy: "  " })).toEqual([
      "Informe quem retirou o aparelho",
    ]);
    expect(statusChangeSchema.parse({ status: "em_andamento", note: "" })).toEqual({
      status: "em_andamento",
      note: null,
      cancelReason: null,
      pickedUpBy: null,
      signature: null,
      confirmOpenBalance: false,
      awaitingPart: null,
    });
  });

  it("takes the awaited part with 'Aguardando peça' only, in whole units", () => {
    const part = { productId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", quantity: 2 };
    expect(statusChangeSchema.parse({ status: "aguardando_peca", awaitingPart: part }).awaitingPart).toEqual(part);
    expect(messagesOf(statusChangeSchema, { status: "em_andamento", awaitingPart: part })).toEqual([
      "A peça aguardada só se informa em 'Aguardando peça'",
    ]);
    expect(
      messagesOf(statusChangeSchema, { status: "aguardando_peca", awaitingPart: { ...part, quantity: 1.5 } }),
    ).toEqual(["A quantidade deve ser um número inteiro"]);
  });

  it("asks how money received was handed back when it was", () => {
    expect(
      messagesOf(statusChangeSchema, { status: "cancelado", cancelReason: "Desistiu", refund: { refunded: true } }),
    ).toEqual(["Escolha como o dinheiro foi devolvido"]);
    expect(
      messagesOf(statusChangeSchema, { status: "cancelado", cancelReason: "Desistiu", refund: { refunded: false } }),
    ).toEqual([]);
  });

  it("takes a signature at delivery only", () => {
    const signature = "data:image/png;base64,iVBORw0KGgo=";
    expect(messagesOf(statusChangeSchema, { status: "entregue", pickedUpBy: "Ana", signature })).toEqual([]);
    expect(messagesOf(statusChangeSchema, { status: "concluido", signature })).toEqual([
      "A assinatura só é registrada na entrega",
    ]);
  });
});
