import { eq } from "drizzle-orm";
import { formatCents, toCents } from "@shared/money";
import type { OrderData } from "@shared/validation/order";
import { canMove } from "@shared/order-workflow";
import { orderPage } from "@shared/page-paths";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { trackingLinkOf } from "@server/modules/mail/mail-links";
import { notifyClientAccount } from "@server/modules/notifications/notifications.service";
import { type OrderFacts, statusNews, visitsBody, visitsMail } from "./order-news";
import { isEmptyQuote } from "./quote-hash";
import { currentQuote } from "./quote-read.queries";

/** 409 for a move the workflow does not allow (src/shared/order-workflow.ts, docs/decisions/023). */
export function assertMove(from: OrderStatus, to: OrderStatus) {
  if (!canMove(from, to)) {
    throw new AppError(
      "CONFLICT",
      `Não é possível passar de “${ORDER_STATUS_LABELS[from]}” para “${ORDER_STATUS_LABELS[to]}”`,
    );
  }
}

/** The order as the customer's messages name it: its device, and its quote's total as it stands. */
async function orderFacts(db: Db, order: { id: string; number: number }): Promise<OrderFacts> {
  const [row] = await db
    .select({ brand: orders.brand, model: orders.model })
    .from(orders)
    .where(eq(orders.id, order.id));
  const { snapshot } = await currentQuote(db, order.id);
  return {
    number: order.number,
    device: `${row!.brand} ${row!.model}`,
    total: isEmptyQuote(snapshot) ? null : formatCents(toCents(snapshot.total)),
  };
}

/**
 * Tells the customer's account that their order moved: the bell opens the order in the portal, the
 * e-mail (per their toggle) the order's tracking page.
 */
export async function notifyStatusChange({
  db,
  order,
}: {
  db: Db;
  order: { id: string; clientId: string; number: number; status: OrderStatus };
}) {
  const news = statusNews(order.status, await orderFacts(db, order));
  await notifyClientAccount({
    db,
    clientId: order.clientId,
    message: { title: news.title, body: news.body, link: orderPage(order.id) },
    mail: { kind: "order_status", ...news.mail, link: trackingLinkOf(order.id) },
  });
}

/** Tells the customer's account a visit was scheduled or moved. */
export async function notifyVisits({
  db,
  order,
  visits,
  moved,
}: {
  db: Db;
  order: { id: string; clientId: string; number: number };
  visits: OrderData["appointments"];
  moved: boolean;
}) {
  const message = newVisitsMessage(order, visits);
  const mail = visitsMail(await orderFacts(db, order), visits, moved);
  await notifyClientAccount({
    db,
    clientId: order.clientId,
    message: { ...message, title: moved ? "Visita técnica remarcada" : "Visita técnica agendada" },
    mail: { kind: "order_visit", ...mail, link: trackingLinkOf(order.id) },
  });
}

/** The bell's news of new visits, for staff and the customer. */
export function newVisitsMessage(order: { id: string; number: number }, visits: OrderData["appointments"]) {
  return { title: "Nova visita técnica", body: visitsBody(order.number, visits), link: orderPage(order.id) };
}
