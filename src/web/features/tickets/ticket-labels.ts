import type { TicketStatus } from "../../../shared/value-sets";

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  aberto: "Aberto",
  em_analise: "Em Análise",
  resolvido: "Resolvido",
};
