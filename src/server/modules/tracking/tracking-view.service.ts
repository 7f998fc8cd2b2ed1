import { and, asc, eq, inArray } from "drizzle-orm";
import { warrantyEndDay } from "@shared/order-workflow";
import type { CompanyInfo } from "@shared/client-types";
import type { OrderMoney, PixCharge } from "@shared/payments";
import type { QuoteDecision } from "@shared/quote-types";
import type { QuoteSnapshot } from "@server/db/schema/tracking";
import type { APPOINTMENT_PERIODS, OrderStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { orderEvents } from "@server/db/schema/order-history";
import { appointments } from "@server/db/schema/order-items";
import { clients, orders } from "@server/db/schema/shop";
import { localDate } from "@server/lib/local-date";
import { getCompanyInfo } from "@server/modules/company/company.service";
import { currentQuote, latestDecision } from "@server/modules/orders/quote-read.queries";
import { orderMoney } from "@server/modules/payments/order-money.queries";
import { pixCharge } from "@server/modules/payments/pix-charge.service";

/**
 * What the public page shows of an order (docs/decisions/029): the shop, the device, where the repair
 * stands and what it costs. Of the customer, the first name only: the link may be forwarded or seen.
 */
export interface TrackingView {
  company: CompanyInfo;
  number: number;
  device: string;
  clientFirstName: string;
  status: OrderStatus;
  /** Status changes, oldest first. */
  timeline: { status: OrderStatus; at: string }[];
  visits: { date: string; period: (typeof APPOINTMENT_PERIODS)[number] }[];
  quote: QuoteSnapshot;
  quoteHash: string;
  decision: QuoteDecision | null;
  expectedOn: string | null;
  deliveredAt: string | null;
  /** The warranty's last day (YYYY-MM-DD) once delivered with a warranty. */
  warrantyEnd: string | null;
  warrantyMonths: number | null;
  /** Total, paid and balance (docs/decisions/042); a cancelled order shows none. */
  money: OrderMoney | null;
  /** 'Pix copia e cola' and its QR code while a balance is due and the shop has a key. */
  pix: PixCharge | null;
}

export async function trackingView({
  db,
  orderId,
  timeZone,
}: {
  db: Db;
  orderId: string;
  timeZone: string;
}): Promise<TrackingView | null> {
  const [order] = await db
    .select({ order: orders, clientName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const { order: o } = order;
  const cancelled = o.status === "cancelado";
  const [company, events, visits, quote, money, pix] = await Promise.all([
    getCompanyInfo({ db }),
    db
      .select({ status: orderEvents.toStatus, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, ["criado", "status", "entregue"])))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ date: appointments.date, period: appointments.period })
      .from(appointments)
      .where(eq(appointments.orderId, orderId))
      .orderBy(asc(appointments.date), asc(appointments.period)),
    currentQuote(db, orderId),
    cancelled ? null : orderMoney(db, orderId),
    cancelled ? null : pixCharge({ db, orderId, orNull: true }),
  ]);
  const delivered = o.deliveredAt ? localDate(o.deliveredAt, timeZone) : null;
  return {
    company,
    number: o.number,
    device: [o.brand, o.model].join(" "),
    clientFirstName: order.clientName.trim().split(/\s+/)[0] ?? "",
    status: o.status,
    timeline: events.flatMap((e) => (e.status ? [{ status: e.status, at: e.at.toISOString() }] : [])),
    visits,
    quote: quote.snapshot,
    quoteHash: quote.hash,
    decision: await latestDecision(db, orderId, quote.hash),
    expectedOn: o.expectedOn,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    warrantyEnd: delivered && o.warrantyMonths ? warrantyEndDay(delivered, o.warrantyMonths) : null,
    warrantyMonths: o.warrantyMonths,
    money,
    pix,
  };
}
