import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { OrderData } from "@shared/validation/order";
import type { Db } from "@server/db/client";
import { appointments, services } from "@server/db/schema/order-items";
import { AppError } from "@server/errors";
import { serviceColumns } from "./order-columns";

/**
 * Brings an order's services and visits in line with the form: items with an id are updated, items
 * without one are added, and the ones left out are deleted.
 */
export async function syncChildren(tx: Db, orderId: string, input: OrderData) {
  const keptServices = input.services.flatMap((s) => (s.id ? [s.id] : []));
  const keptAppointments = input.appointments.flatMap((a) => (a.id ? [a.id] : []));
  await assertOwnChildren(tx, services, orderId, keptServices, "Serviço não pertence a este pedido");
  await assertOwnChildren(tx, appointments, orderId, keptAppointments, "Visita não pertence a este pedido");

  await tx
    .delete(services)
    .where(and(eq(services.orderId, orderId), keptServices.length ? notInArray(services.id, keptServices) : undefined));
  await tx
    .delete(appointments)
    .where(
      and(
        eq(appointments.orderId, orderId),
        keptAppointments.length ? notInArray(appointments.id, keptAppointments) : undefined,
      ),
    );

  for (const [position, service] of input.services.entries()) {
    if (service.id) await tx.update(services).set(serviceColumns(service, position)).where(eq(services.id, service.id));
    else await tx.insert(services).values({ ...serviceColumns(service, position), orderId });
  }
  for (const { id, date, period, status } of input.appointments) {
    if (id) await tx.update(appointments).set({ date, period, status }).where(eq(appointments.id, id));
    else await tx.insert(appointments).values({ orderId, date, period, status });
  }
}

/** Ids sent back for services or visits must be this order's own, or an edit could move another order's rows. */
async function assertOwnChildren(
  tx: Db,
  table: typeof services | typeof appointments,
  orderId: string,
  ids: string[],
  message: string,
) {
  if (ids.length === 0) return;
  const own = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.orderId, orderId), inArray(table.id, ids)));
  if (own.length !== new Set(ids).size) throw new AppError("VALIDATION_ERROR", message);
}
