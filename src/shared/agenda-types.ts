import type { OrderStatus } from "./value-sets";
import type { APPOINTMENT_PERIODS, APPOINTMENT_STATUSES } from "./value-sets";

/** The order an agenda entry or a dashboard list points to. */
export interface AgendaOrder {
  id: string;
  number: number;
  brand: string;
  model: string;
  device: string;
  status: OrderStatus;
  clientName: string;
  technician: { id: string; name: string } | null;
}

/** One line of the agenda: a technical visit (a day and a period) or the day an order is expected ready. */
export type AgendaEntry =
  | {
      kind: "visita";
      id: string;
      day: string;
      period: (typeof APPOINTMENT_PERIODS)[number];
      visitStatus: (typeof APPOINTMENT_STATUSES)[number];
      order: AgendaOrder;
    }
  | { kind: "previsao"; id: string; day: string; order: AgendaOrder };
