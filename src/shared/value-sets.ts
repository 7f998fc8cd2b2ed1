/** The value sets of docs/product.md §3 and §4, shared by the database enums, the server and the forms. */
export const ORDER_STATUSES = ["novo", "em_andamento", "concluido"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_CONDITIONS = ["a_vista", "sinal", "parcelas"] as const;
export const PAYMENT_METHODS = ["transferencia", "dinheiro", "cartao_credito", "cartao_debito", "pix"] as const;
export const DISCOUNT_TYPES = ["porcentagem", "valor"] as const;

export const APPOINTMENT_PERIODS = ["manha", "tarde"] as const;
export const APPOINTMENT_STATUSES = ["nao_confirmado", "agendado", "concluido"] as const;

export const TICKET_STATUSES = ["aberto", "em_analise", "resolvido"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const CONSENT_TYPES = ["DATA_PROCESSING", "MARKETING", "COOKIES", "THIRD_PARTY"] as const;

export const BACKUP_STATUSES = ["COMPLETED", "CORRUPTED"] as const;
export const ALERT_TYPES = ["BRUTE_FORCE", "UNUSUAL_ACCESS", "DATA_BREACH", "PRIVILEGE_ESCALATION"] as const;
export const ALERT_SEVERITIES = ["CRITICAL", "HIGH", "MEDIUM", "LOW"] as const;

export const THEMES = ["system", "light", "dark"] as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  novo: "Novo",
  em_andamento: "Em Andamento",
  concluido: "Concluído",
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  aberto: "Aberto",
  em_analise: "Em Análise",
  resolvido: "Resolvido",
};
