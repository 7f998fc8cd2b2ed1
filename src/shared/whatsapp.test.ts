import { describe, expect, it } from "vitest";
import { DEFAULT_WHATSAPP_TEMPLATES, renderWhatsappMessage, type WhatsappValues } from "./whatsapp";

const values: WhatsappValues = {
  cliente: "Maria",
  os: "00012",
  aparelho: "Samsung Galaxy S21",
  status: "Concluído",
  total: "R$ 350,00",
  link: "https://loja.example/acompanhar/x",
  saldo: "R$ 200,00",
  pix: "00020101PIX",
};

describe("renderWhatsappMessage", () => {
  it("fills every placeholder and leaves an unknown {word} as written", () => {
    expect(renderWhatsappMessage("{cliente}, {nome}: {saldo} {pix}", values)).toBe(
      "Maria, {nome}: R$ 200,00 00020101PIX",
    );
  });

  it("leaves out a line whose placeholder comes out empty, so the message reads whole without Pix", () => {
    const ready = DEFAULT_WHATSAPP_TEMPLATES.pronto;
    expect(renderWhatsappMessage(ready, values)).toBe(
      "Olá, Maria! Seu Samsung Galaxy S21 (OS 00012) está pronto para retirada. Total: R$ 350,00. Detalhes: https://loja.example/acompanhar/x\nSe preferir, pague o saldo com o Pix copia e cola: 00020101PIX",
    );
    expect(renderWhatsappMessage(ready, { ...values, pix: "" })).toBe(
      "Olá, Maria! Seu Samsung Galaxy S21 (OS 00012) está pronto para retirada. Total: R$ 350,00. Detalhes: https://loja.example/acompanhar/x",
    );
    expect(renderWhatsappMessage("A\n\nPix: {pix}\nB", { ...values, pix: "" })).toBe("A\n\nB");
  });

  it("writes the charge with the balance and the Pix copia e cola", () => {
    expect(renderWhatsappMessage(DEFAULT_WHATSAPP_TEMPLATES.cobranca, values)).toBe(
      "Olá, Maria! Consta um saldo de R$ 200,00 em aberto do seu Samsung Galaxy S21 (OS 00012). Detalhes: https://loja.example/acompanhar/x\nPara pagar por Pix, use o copia e cola: 00020101PIX",
    );
  });
});
