import { asc, inArray } from "drizzle-orm";
import { fromCents, servicesTotalCents } from "../../../shared/money";
import type { Order } from "../../../shared/order-types";
import type { Db } from "../../db/client";
import { appointments, clients, orderPhotos, orders, services } from "../../db/schema/shop";

type OrderRow = typeof orders.$inferSelect;
type ClientRow = typeof clients.$inferSelect;

/** Columns of an order row joined with its client, as list and detail queries select them. */
export const orderWithClientColumns = { order: orders, client: clients };

/**
 * Loads the nested services, appointments and photo metadata of a page of orders in three
 * queries (never one per order), and shapes them as the API answers.
 */
export async function withNested(db: Db, rows: { order: OrderRow; client: ClientRow }[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [serviceRows, appointmentRows, photoRows] = await Promise.all([
    db.select().from(services).where(inArray(services.orderId, ids)).orderBy(asc(services.position), asc(services.createdAt)),
    db.select().from(appointments).where(inArray(appointments.orderId, ids)).orderBy(asc(appointments.date), asc(appointments.period)),
    db
      .select({ id: orderPhotos.id, orderId: orderPhotos.orderId, fileName: orderPhotos.fileName, mimeType: orderPhotos.mimeType, sizeBytes: orderPhotos.sizeBytes })
      .from(orderPhotos)
      .where(inArray(orderPhotos.orderId, ids))
      .orderBy(asc(orderPhotos.createdAt), asc(orderPhotos.fileName)),
  ]);

  return rows.map(({ order, client }) => {
    const orderServices = serviceRows
      .filter((s) => s.orderId === order.id)
      .map((s) => ({ id: s.id, description: s.description, value: s.value, discountType: s.discountType, discountValue: s.discountValue }));
    return {
      id: order.id,
      number: order.number,
      clientId: order.clientId,
      client: { id: client.id, name: client.name, phone: client.phone, address: client.address, mapsLocation: client.mapsLocation, email: client.email },
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
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      services: orderServices,
      appointments: appointmentRows
        .filter((a) => a.orderId === order.id)
        .map((a) => ({ id: a.id, date: a.date, period: a.period, status: a.status })),
      photos: photoRows
        .filter((p) => p.orderId === order.id)
        .map((p) => ({ id: p.id, fileName: p.fileName, mimeType: p.mimeType, sizeBytes: p.sizeBytes, url: `/api/orders/${order.id}/photos/${p.id}` })),
      total: fromCents(servicesTotalCents(orderServices)),
    };
  });
}
