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
};

export const WHATSAPP_PLACEHOLDERS = ["cliente", "os", "aparelho", "status", "total", "link"] as const;
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
  pronto: "Olá, {cliente}! Seu {aparelho} (OS {os}) está pronto para retirada. Total: {total}. Detalhes: {link}",
  entregue:
    "Olá, {cliente}! Obrigado por confiar em nós. Seu {aparelho} (OS {os}) foi entregue. A garantia e os detalhes ficam aqui: {link}",
  cancelado: "Olá, {cliente}! O pedido do seu {aparelho} (OS {os}) foi cancelado. Detalhes: {link}",
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

/** The message with its placeholders filled; an unknown {word} stays as written. */
export function renderWhatsappMessage(template: string, values: WhatsappValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof WhatsappValues] : whole,
  );
}

/** The wa.me link that opens a chat with the number (E.164 without "+") and the message typed in. */
export function whatsappUrl(e164: string, message: string): string {
  return `https://wa.me/${e164}?text=${encodeURIComponent(message)}`;
}
