import type { OrderStatus } from "../../../shared/value-sets";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  novo: "Novo",
  em_andamento: "Em Andamento",
  concluido: "Concluído",
};

export const APPOINTMENT_PERIOD_LABELS = { manha: "Manhã", tarde: "Tarde" } as const;

export const APPOINTMENT_STATUS_LABELS = {
  nao_confirmado: "Não confirmado",
  agendado: "Agendado",
  concluido: "Concluído",
} as const;
