import type { Order } from "@shared/order-types";
import { localDayOf } from "@shared/calendar-days";
import { warrantyEndDay } from "@shared/order-workflow";
import { formatDay } from "@web/lib/format";

const months = (n: number) => `${n} ${n === 1 ? "mês" : "meses"}`;

/**
 * The warranty as the order and the printout say it (CDC art. 26: it counts from delivery):
 * "3 meses, até 24/02/2027" once delivered, "3 meses, a contar da entrega" before.
 */
export function warrantyText(order: Pick<Order, "warrantyMonths" | "deliveredAt">): string {
  if (!order.warrantyMonths) return "Sem garantia";
  if (!order.deliveredAt) return `${months(order.warrantyMonths)}, a contar da entrega`;
  const end = warrantyEndDay(localDayOf(new Date(order.deliveredAt)), order.warrantyMonths);
  return `${months(order.warrantyMonths)}, até ${formatDay(end)}`;
}
