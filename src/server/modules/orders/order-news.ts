import type { OrderData } from "@shared/validation/order";
import { formatOrderNumber } from "@shared/order-types";
import { APPOINTMENT_PERIOD_NAMES, ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import type { NoticeMail } from "@server/modules/mail/templates";

/** The order as its customer's messages name it. */
export interface OrderFacts {
  number: number;
  /** Brand and model, as the tracking page and the WhatsApp messages name it. */
  device: string;
  /** The quote's total as shown (R$ 435,00); null while it has no services. */
  total: string | null;
}

/** What the bell says, short, and what the e-mail says, as sentences a customer reads once. */
export interface OrderNews {
  title: string;
  body: string;
  mail: NoticeMail;
}

// The e-mails' button opens the order's tracking page: no sign-in between the customer and the order.
const FOLLOW = "Acompanhar o pedido";

/** The customer's news when their order reaches a status; a quote names the amount and asks for an answer. */
export function statusNews(status: OrderStatus, { number, device, total }: OrderFacts): OrderNews {
  const order = `${device} (${formatOrderNumber(number)})`;
  switch (status) {
    case "aguardando_aprovacao":
      return {
        title: "Orçamento pronto",
        body: `${order}${total ? `: ${total}` : ""}. Aprove ou recuse na página do pedido.`,
        mail: {
          subject: `Orçamento pronto: ${device}`,
          paragraphs: [
            `O orçamento do seu ${order} está pronto${total ? `: ${total}` : ""}.`,
            "Veja os serviços e responda pelo link abaixo.",
          ],
          action: "Ver os serviços e aprovar",
        },
      };
    case "concluido":
      return {
        title: "Pronto para retirada",
        body: `${order}: o reparo está concluído.`,
        mail: {
          subject: `Pronto para retirada: ${device}`,
          paragraphs: [`O reparo do seu ${order} está concluído.${total ? ` Total: ${total}.` : ""}`],
          action: FOLLOW,
        },
      };
    default:
      return {
        title: "Pedido atualizado",
        body: `${order}: ${ORDER_STATUS_LABELS[status]}`,
        mail: {
          subject: `Pedido atualizado: ${device}`,
          paragraphs: [`O status do seu ${order} mudou para “${ORDER_STATUS_LABELS[status]}”.`],
          action: FOLLOW,
        },
      };
  }
}

/** "10/05/2030, tarde": the first of the visits, by day. */
function firstVisit(visits: OrderData["appointments"]): string {
  const first = [...visits].sort((a, b) => a.date.localeCompare(b.date))[0]!;
  return `${first.date.split("-").reverse().join("/")}, ${APPOINTMENT_PERIOD_NAMES[first.period]}`;
}

/** "OS nº 00012: visita em 10/05/2030, tarde": which order, which day, which period, for the bell. */
export function visitsBody(number: number, visits: OrderData["appointments"]): string {
  const when = firstVisit(visits);
  const body = visits.length === 1 ? `visita em ${when}` : `${visits.length} visitas, a primeira em ${when}`;
  return `${formatOrderNumber(number)}: ${body}`;
}

/** The customer's e-mail about visits scheduled or moved on their order. */
export function visitsMail(facts: OrderFacts, visits: OrderData["appointments"], moved: boolean): NoticeMail {
  const order = `${facts.device} (${formatOrderNumber(facts.number)})`;
  const when = firstVisit(visits);
  const one = visits.length === 1;
  const sentence = moved
    ? one
      ? `A visita técnica do seu ${order} foi remarcada para ${when}.`
      : `${visits.length} visitas técnicas do seu ${order} foram remarcadas; a primeira é em ${when}.`
    : one
      ? `Agendamos a visita técnica do seu ${order} para ${when}.`
      : `Agendamos ${visits.length} visitas técnicas para o seu ${order}; a primeira é em ${when}.`;
  return {
    subject: `${moved ? "Visita técnica remarcada" : "Visita técnica agendada"}: ${facts.device}`,
    paragraphs: [sentence],
    action: FOLLOW,
  };
}
