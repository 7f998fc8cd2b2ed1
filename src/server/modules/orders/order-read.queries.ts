import { sql } from "drizzle-orm";
import { fromCents, orderTotalCents, toCents } from "@shared/money";
import { paymentStateOf } from "@shared/payments";
import type { Order, OrderAppointment, OrderClient, OrderLink, OrderPart, OrderService } from "@shared/order-types";
import type { QuoteDecision } from "@shared/quote-types";
import type { Accessory } from "@shared/value-sets";
import { user } from "@server/db/schema/auth";
import { orderMoney } from "@server/db/schema/money";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";
import { appointments, orderAwaitedParts, orderParts, services } from "@server/db/schema/order-items";
import { products } from "@server/db/schema/stock";
import { clients, orders } from "@server/db/schema/shop";
import { quoteDecisions } from "@server/db/schema/tracking";
import { deliverySignatureUrl, photoUrl } from "./file-urls";
import { decisionOf, quoteHash, quoteSnapshot } from "./quote-hash";

type PhotoMetadata = Omit<Order["photos"][number], "url">;

// The nested rows come with the order, as JSON built by the database: one query for a page of
// orders, not one for the page and three more for what hangs off it. Amounts are cast to text so
// they keep their two decimals ("450.00"), as the API gives them.
const orderServices = sql<OrderService[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'description', s.description, 'value', s.value::text,
    'discountType', s.discount_type, 'discountValue', s.discount_value::text) order by s.position, s.created_at)
  from ${services} s where s.order_id = ${orders.id}), '[]'::json)`;
// Each part's unit cost comes along and is dropped by toOrder unless the reader sees costs (docs/decisions/045).
const orderPartList = sql<Required<OrderPart>[]>`coalesce((
  select json_agg(json_build_object('id', op.id, 'productId', op.product_id, 'description', op.description,
    'quantity', op.quantity, 'unitPrice', op.unit_price::text, 'discountType', op.discount_type,
    'discountValue', op.discount_value::text, 'unitCost', op.unit_cost::text) order by op.position, op.created_at)
  from ${orderParts} op where op.order_id = ${orders.id}), '[]'::json)`;
const awaitingPart = sql<Order["awaitingPart"]>`(
  select json_build_object('productId', a.product_id, 'description', p.name, 'quantity', a.quantity)
  from ${orderAwaitedParts} a join ${products} p on p.id = a.product_id where a.order_id = ${orders.id})`;
const orderAppointments = sql<OrderAppointment[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'date', a.date, 'period', a.period, 'status', a.status) order by a.date, a.period)
  from ${appointments} a where a.order_id = ${orders.id}), '[]'::json)`;
const orderPhotoList = sql<PhotoMetadata[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'fileName', p.file_name, 'mimeType', p.mime_type, 'sizeBytes', p.size_bytes) order by p.created_at, p.file_name)
  from ${orderPhotos} p where p.order_id = ${orders.id}), '[]'::json)`;

// The customer's latest answer to a quote (docs/decisions/029), and whether they signed at delivery (030).
type StoredDecision = Omit<QuoteDecision, "current"> & { quoteHash: string };
const lastQuoteDecision = sql<StoredDecision | null>`(
  select json_build_object('decision', q.decision, 'signerName', q.signer_name, 'reason', q.reason,
    'total', q.total::text, 'channel', q.channel, 'createdAt', q.created_at, 'quoteHash', q.quote_hash)
  from ${quoteDecisions} q where q.order_id = ${orders.id} order by q.created_at desc limit 1)`;
const signedAtDelivery = sql<boolean>`exists(select 1 from ${deliverySignatures} d where d.order_id = ${orders.id})`;
// What came in, net of refunds and reversals (docs/decisions/038): the balance is the services' total less
// this. Read from the balances the database keeps in each write's own transaction (order_money), one key
// lookup per order instead of summing its payments.
const paid = sql<string>`coalesce((select m.paid from ${orderMoney} m where m.order_id = ${orders.id}), 0)::text`;

const technician = sql<{ id: string; name: string } | null>`(
  select json_build_object('id', u.id, 'name', u.name) from ${user} u where u.id = ${orders.technicianId})`;
const warrantyOf = sql<OrderLink | null>`(
  select json_build_object('id', w.id, 'number', w.number) from ${orders} w where w.id = ${orders.warrantyOf})`;
const warrantyReturns = sql<OrderLink[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'number', r.number) order by r.number)
  from ${orders} r where r.warranty_of = ${orders.id}), '[]'::json)`;

/**
 * What list and detail queries select: the order joined with its client, and its nested rows. Of the
 * client, only what an order shows: every column read is one more to parse and map on each row.
 */
export const orderWithClientColumns = {
  order: orders,
  client: {
    id: clients.id,
    name: clients.name,
    phone: clients.phone,
    address: clients.address,
    mapsLocation: clients.mapsLocation,
    email: clients.email,
    cpf: clients.cpf,
  },
  services: orderServices,
  parts: orderPartList,
  awaitingPart,
  appointments: orderAppointments,
  photos: orderPhotoList,
  technician,
  warrantyOf,
  warrantyReturns,
  lastQuoteDecision,
  signedAtDelivery,
  paid,
};

interface OrderRow {
  order: typeof orders.$inferSelect;
  client: OrderClient;
  services: OrderService[];
  parts: Required<OrderPart>[];
  awaitingPart: Order["awaitingPart"];
  appointments: OrderAppointment[];
  photos: PhotoMetadata[];
  technician: { id: string; name: string } | null;
  warrantyOf: OrderLink | null;
  warrantyReturns: OrderLink[];
  lastQuoteDecision: StoredDecision | null;
  signedAtDelivery: boolean;
  paid: string;
}

/**
 * A selected row, shaped as the API answers it. The unlock code goes only where the caller says (one
 * order opened by staff): never in lists, never to a customer; costs and the margin only to the admin.
 */
export function toOrder(row: OrderRow, { withUnlockCode = false, withCosts = false } = {}): Order {
  const { order, client, services: orderServices, parts, appointments: visits, photos } = row;
  const currentHash = quoteHash(quoteSnapshot(orderServices, parts));
  const totalCents = orderTotalCents(orderServices, parts);
  const paidCents = toCents(row.paid);
  return {
    id: order.id,
    number: order.number,
    clientId: order.clientId,
    client: {
      id: client.id,
      name: client.name,
      phone: client.phone,
      address: client.address,
      mapsLocation: client.mapsLocation,
      email: client.email,
      cpf: client.cpf,
    },
    userId: order.userId,
    brand: order.brand,
    model: order.model,
    device: order.device,
    defect: order.defect,
    status: order.status,
    paymentCondition: order.paymentCondition,
    paymentMethod: order.paymentMethod,
    warrantyMonths: order.warrantyMonths,
    additionalInfo: order.additionalInfo,
    serialNumber: order.serialNumber,
    accessories: order.accessories as Accessory[],
    accessoriesNote: order.accessoriesNote,
    arrivalCondition: order.arrivalCondition,
    unlockCode: withUnlockCode ? order.unlockCode : null,
    technician: row.technician,
    expectedOn: order.expectedOn,
    technicalReport: order.technicalReport,
    cancelReason: order.cancelReason,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    pickedUpBy: order.pickedUpBy,
    warrantyOf: row.warrantyOf,
    warrantyReturns: row.warrantyReturns,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    services: orderServices,
    parts: withCosts ? parts : parts.map(({ unitCost: _cost, ...part }) => part),
    ...(withCosts ? { margin: marginOf(totalCents, parts) } : {}),
    awaitingPart: row.awaitingPart,
    appointments: visits,
    photos: photos.map((p) => ({ ...p, url: photoUrl(order.id, p.id) })),
    total: fromCents(totalCents),
    money: {
      totalCents,
      paidCents,
      balanceCents: totalCents - paidCents,
      state: paymentStateOf(totalCents, paidCents),
    },
    quote: row.lastQuoteDecision
      ? decisionOf(
          { ...row.lastQuoteDecision, createdAt: new Date(row.lastQuoteDecision.createdAt).toISOString() },
          currentHash,
        )
      : null,
    quoteHash: currentHash,
    deliverySignatureUrl: row.signedAtDelivery ? deliverySignatureUrl(order.id) : null,
  };
}

/** What the parts cost the shop, and what is left of the order's total (docs/decisions/045). */
function marginOf(totalCents: number, parts: Required<OrderPart>[]) {
  const costCents = parts.reduce((sum, part) => sum + toCents(part.unitCost) * part.quantity, 0);
  return { costCents, marginCents: totalCents - costCents };
}
