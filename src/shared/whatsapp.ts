import type { OrderStatus } from "./value-sets";

/** The messages a shop sends by WhatsApp, one per moment of the repair (docs/decisions/031). */
export const WHATSAPP_MOMENTS = [
  "recebido",
  "aguardando_aprovacao",
  "em_andamento",
  "aguardando_peca",
  "pronto",
  "entregue",
  "cancelado",
  "cobranca",
] as const;
export type WhatsappMoment = (typeof WHATSAPP_MOMENTS)[number];
export type WhatsappTemplates = Record<WhatsappMoment, string>;

export const WHATSAPP_MOMENT_LABELS: Record<WhatsappMoment, string> = {
  recebido: "Pedido recebido",
  aguardando_aprovacao: "Orçamento aguardando aprovação",
  em_andamento: "Reparo em andamento",
  aguardando_peca: "Aguardando peça",
  pronto: "Pronto para retirada",
  entregue: "Entregue",
  cancelado: "Cancelado",
  cobranca: "Cobrança",
};

/**
 * {saldo} is what is left to pay; {pix} the "Pix copia e cola" of that balance, empty when nothing is
 * due or the shop has no Pix key: a line whose placeholder comes out empty is left out of the message.
 */
export const WHATSAPP_PLACEHOLDERS = ["cliente", "os", "aparelho", "status", "total", "link", "saldo", "pix"] as const;
export type WhatsappValues = Record<(typeof WHATSAPP_PLACEHOLDERS)[number], string>;

export const WHATSAPP_TEMPLATE_MAX = 1000;

/** An order's message as staff see it before sending (GET /api/orders/:id/whatsapp). */
export interface WhatsappMessage {
  /** The client's mobile as shown: +55 (11) 98765-4321. */
  phone: string;
  /** The wa.me link with the message typed in. */
  url: string;
  message: string;
  moment: WhatsappMoment;
  momentLabel: string;
}

export const DEFAULT_WHATSAPP_TEMPLATES: WhatsappTemplates = {
  recebido: "Olá, {cliente}! Recebemos seu {aparelho} (OS {os}). Acompanhe o reparo por aqui: {link}",
  aguardando_aprovacao:
    "Olá, {cliente}! O orçamento do seu {aparelho} (OS {os}) está pronto: {total}. Veja os serviços e aprove por aqui: {link}",
  em_andamento: "Olá, {cliente}! O reparo do seu {aparelho} (OS {os}) está em andamento. Acompanhe por aqui: {link}",
  aguardando_peca:
    "Olá, {cliente}! O reparo do seu {aparelho} (OS {os}) aguarda uma peça. Avisaremos quando chegar. Acompanhe: {link}",
  pronto:
    "Olá, {cliente}! Seu {aparelho} (OS {os}) está pronto para retirada. Total: {total}. Detalhes: {link}\nSe preferir, pague o saldo com o Pix copia e cola: {pix}",
  entregue:
    "Olá, {cliente}! Obrigado por confiar em nós. Seu {aparelho} (OS {os}) foi entregue. A garantia e os detalhes ficam aqui: {link}",
  cancelado: "Olá, {cliente}! O pedido do seu {aparelho} (OS {os}) foi cancelado. Detalhes: {link}",
  cobranca:
    "Olá, {cliente}! Consta um saldo de {saldo} em aberto do seu {aparelho} (OS {os}). Detalhes: {link}\nPara pagar por Pix, use o copia e cola: {pix}",
};

/** Which message fits an order's status: an order already being repaired was received long ago. */
export function whatsappMomentOf(status: OrderStatus): WhatsappMoment {
  switch (status) {
    case "novo":
      return "recebido";
    case "concluido":
      return "pronto";
    default:
      return status;
  }
}

/**
 * The message with its placeholders filled; an unknown {word} stays as written. A line with a
 * placeholder that comes out empty (no {pix} without a balance or a key) is left out: it would read
 * "pague com o Pix copia e cola: " and stop.
 */
export function renderWhatsappMessage(template: string, values: WhatsappValues): string {
  const lines = template.split("\n").flatMap((line) => {
    let empty = false;
    const filled = line.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!Object.hasOwn(values, name)) return whole;
      const value = values[name as keyof WhatsappValues];
      if (value === "") empty = true;
      return value;
    });
    return empty ? [] : [filled];
  });
  return lines.join("\n").trim();
}

/** The wa.me link that opens a chat with the number (E.164 without "+") and the message typed in. */
export function whatsappUrl(e164: string, message: string): string {
  return `https://wa.me/${e164}?text=${encodeURIComponent(message)}`;
}
