import type { OrderStatus } from "./value-sets";

/**
 * The moves an order's status may make (docs/decisions/023): the server refuses any other with 409,
 * and the screens offer only these. Nothing returns to 'Novo'; a delivered order is closed (a problem
 * after delivery is a warranty return, a new order); a cancelled one is closed too.
 */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  novo: ["em_andamento", "aguardando_aprovacao", "aguardando_peca", "concluido", "cancelado"],
  aguardando_aprovacao: ["em_andamento", "aguardando_peca", "cancelado"],
  em_andamento: ["aguardando_aprovacao", "aguardando_peca", "concluido", "cancelado"],
  aguardando_peca: ["em_andamento", "cancelado"],
  concluido: ["entregue", "em_andamento"],
  entregue: [],
  cancelado: [],
};

/** The statuses a new order may start in: delivering and cancelling take a step of their own. */
export const INITIAL_STATUSES = [
  "novo",
  "em_andamento",
  "aguardando_aprovacao",
  "aguardando_peca",
  "concluido",
] as const satisfies readonly OrderStatus[];

/** The repair is done: finished, delivered or not yet (the dashboard's 'Pedidos Concluídos'). */
export const FINISHED_STATUSES = ["concluido", "entregue"] as const satisfies readonly OrderStatus[];

/** Not pending: every other status is work still to do (the dashboard's and the menu's count). */
export const CLOSED_STATUSES = ["concluido", "entregue", "cancelado"] as const satisfies readonly OrderStatus[];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/**
 * The warranty's last day, so many months after the day of delivery (CDC art. 26), as YYYY-MM-DD: the
 * same day of the month, or the month's last when it has no such day (31/01 + 1 month = 28/02 or 29/02).
 */
export function warrantyEndDay(deliveredDay: string, months: number): string {
  const [year, month, day] = deliveredDay.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

type MoveField = "status" | "cancelReason" | "pickedUpBy";

/**
 * What a status change still lacks: a status chosen, the reason of a cancellation, who picked up a
 * delivered device. One rule for the status dialog and the server's schema.
 */
export function missingForMove(change: {
  status: OrderStatus | "";
  cancelReason?: string | null;
  pickedUpBy?: string | null;
}): { field: MoveField; message: string } | null {
  if (!change.status) return { field: "status", message: "Escolha o novo status" };
  if (change.status === "cancelado" && !change.cancelReason?.trim())
    return { field: "cancelReason", message: "Informe o motivo do cancelamento" };
  if (change.status === "entregue" && !change.pickedUpBy?.trim())
    return { field: "pickedUpBy", message: "Informe quem retirou o aparelho" };
  return null;
}
