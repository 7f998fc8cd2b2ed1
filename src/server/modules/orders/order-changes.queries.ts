import { eq } from "drizzle-orm";
import { ORDER_FIELD_LABELS } from "@shared/order-types";
import type { OrderData } from "@shared/validation/order";
import type { Db } from "@server/db/client";
import { appointments, services } from "@server/db/schema/order-items";
import { money } from "./order-columns";

type Row = Record<keyof typeof ORDER_FIELD_LABELS, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The labels of what an edit changes, for the order's history ("Defeito", "Serviços"…). */
export async function changedFields(
  tx: Db,
  orderId: string,
  before: Omit<Row, "services" | "appointments">,
  input: OrderData,
): Promise<string[]> {
  const [oldServices, oldVisits] = await Promise.all([
    tx
      .select({
        id: services.id,
        description: services.description,
        value: services.value,
        discountType: services.discountType,
        discountValue: services.discountValue,
      })
      .from(services)
      .where(eq(services.orderId, orderId))
      .orderBy(services.position),
    tx
      .select({
        id: appointments.id,
        date: appointments.date,
        period: appointments.period,
        status: appointments.status,
      })
      .from(appointments)
      .where(eq(appointments.orderId, orderId)),
  ]);
  const newServices = input.services.map((s) => ({
    id: s.id,
    description: s.description,
    value: money(s.value),
    discountType: s.discountType,
    discountValue: money(s.discountValue),
  }));
  const after: Row = { ...input, services: newServices, appointments: input.appointments };
  const previous: Row = { ...before, services: oldServices, appointments: oldVisits };
  const keys = Object.keys(ORDER_FIELD_LABELS) as (keyof Row)[];
  return keys
    .filter((key) =>
      key === "appointments"
        ? !same(sortById(previous.appointments), sortById(after.appointments))
        : !same(previous[key], after[key]),
    )
    .map((key) => ORDER_FIELD_LABELS[key]);
}

function sortById(list: unknown): unknown {
  return [...(list as { id?: string }[])].sort((a, b) => String(a.id).localeCompare(String(b.id)));
}
