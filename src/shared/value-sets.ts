/** The value sets of docs/product.md §3 and §4, shared by the database enums, the server and the forms. */
// Appended in this order to the database's enum: the spec's three, then the workflow's (docs/decisions/023).
export const ORDER_STATUSES = [
  "novo",
  "em_andamento",
  "concluido",
  "aguardando_aprovacao",
  "aguardando_peca",
  "entregue",
  "cancelado",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_CONDITIONS = ["a_vista", "sinal", "parcelas"] as const;
// The order form's planned method and a payment's actual one (src/shared/payments.ts).
export const PAYMENT_METHODS = [
  "transferencia",
  "dinheiro",
  "cartao_credito",
  "cartao_debito",
  "pix",
  "boleto",
] as const;
export const DISCOUNT_TYPES = ["porcentagem", "valor"] as const;

export const APPOINTMENT_PERIODS = ["manha", "tarde"] as const;
export const APPOINTMENT_STATUSES = ["nao_confirmado", "agendado", "concluido"] as const;

/** A visit's period in a sentence ("visita em 10/05/2030, tarde"). */
export const APPOINTMENT_PERIOD_NAMES: Record<(typeof APPOINTMENT_PERIODS)[number], string> = {
  manha: "manhã",
  tarde: "tarde",
};

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
  aguardando_aprovacao: "Aguardando aprovação",
  aguardando_peca: "Aguardando peça",
  entregue: "Entregue",
  cancelado: "Cancelado",
};

/** What an order's history records (docs/product.md §4). */
export const ORDER_EVENT_KINDS = [
  "criado",
  "status",
  "atribuido",
  "entregue",
  "editado",
  "retorno_garantia",
  // The customer's side (docs/decisions/029): the tracking link opened, renewed or revoked, a WhatsApp
  // message sent, the quote approved, refused, or changed after its approval.
  "acompanhamento_visto",
  "link_renovado",
  "link_revogado",
  "whatsapp",
  "orcamento_aprovado",
  "orcamento_recusado",
  "orcamento_alterado",
  // A part added, changed or removed, or every part returned to stock at cancellation (docs/decisions/045).
  "pecas",
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** What a customer commonly leaves with the device (docs/product.md §3), ticked at intake. */
export const ACCESSORIES = ["carregador", "cabo", "capa", "chip", "cartao_memoria", "caixa"] as const;
export type Accessory = (typeof ACCESSORIES)[number];

export const ACCESSORY_LABELS: Record<Accessory, string> = {
  carregador: "Carregador",
  cabo: "Cabo",
  capa: "Capa",
  chip: "Chip",
  cartao_memoria: "Cartão de memória",
  caixa: "Caixa",
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  aberto: "Aberto",
  em_analise: "Em Análise",
  resolvido: "Resolvido",
};
