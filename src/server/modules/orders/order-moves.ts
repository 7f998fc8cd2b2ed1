import { formatOrderNumber } from "@shared/order-types";
import type { OrderData } from "@shared/validation/order";
import { canMove } from "@shared/order-workflow";
import { APPOINTMENT_PERIOD_NAMES, ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { notifyClientAccount } from "@server/modules/notifications/notifications.service";

/** 409 for a move the workflow does not allow (src/shared/order-workflow.ts, docs/decisions/023). */
export function assertMove(from: OrderStatus, to: OrderStatus) {
  if (!canMove(from, to)) {
    throw new AppError(
      "CONFLICT",
      `Não é possível passar de “${ORDER_STATUS_LABELS[from]}” para “${ORDER_STATUS_LABELS[to]}”`,
    );
  }
}

/** What the customer is told when their order reaches a status; a quote asks for their answer. */
const STATUS_NEWS: Partial<Record<OrderStatus, string>> = {
  aguardando_aprovacao: "o orçamento está pronto e aguarda sua aprovação. Aprove ou recuse na página do pedido.",
  concluido: "o reparo está concluído e o aparelho está pronto para retirada.",
};

/** Tells the customer's account that their order moved (the bell, and e-mail per their toggle). */
export async function notifyStatusChange(
  db: Db,
  order: { id: string; clientId: string; number: number; status: OrderStatus },
) {
  const news = STATUS_NEWS[order.status];
  await notifyClientAccount(
    db,
    order.clientId,
    {
      title: order.status === "aguardando_aprovacao" ? "Orçamento aguardando aprovação" : "Pedido atualizado",
      body: `${formatOrderNumber(order.number)}: ${ORDER_STATUS_LABELS[order.status]}${news ? ` — ${news}` : ""}`,
      link: `/orders/${order.id}`,
    },
    "order_status",
  );
}

/** Tells the customer's account a visit was scheduled or moved. */
export async function notifyVisits(
  db: Db,
  order: { id: string; clientId: string; number: number },
  visits: OrderData["appointments"],
  moved: boolean,
) {
  const message = newVisitsMessage(order, visits);
  await notifyClientAccount(
    db,
    order.clientId,
    { ...message, title: moved ? "Visita técnica remarcada" : "Visita técnica agendada" },
    "order_visit",
  );
}

/** "OS nº 00012: visita em 10/05/2030, tarde": which order, which day, which period, for the bell. */
export function newVisitsMessage(order: { id: string; number: number }, visits: OrderData["appointments"]) {
  const first = [...visits].sort((a, b) => a.date.localeCompare(b.date))[0]!;
  const when = `${first.date.split("-").reverse().join("/")}, ${APPOINTMENT_PERIOD_NAMES[first.period]}`;
  const body = visits.length === 1 ? `visita em ${when}` : `${visits.length} visitas, a primeira em ${when}`;
  return {
    title: "Nova visita técnica",
    body: `${formatOrderNumber(order.number)}: ${body}`,
    link: `/orders/${order.id}`,
  };
}
