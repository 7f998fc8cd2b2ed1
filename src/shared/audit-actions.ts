import { SECURITY_EVENT_TYPES } from "./security-events";

/**
 * Every action code the server writes to the audit log (docs/product.md §7, §8). The server's audit
 * entry takes only these (AuditEntry, src/server/context.ts), so a new code cannot be written
 * without a pt-BR label below.
 */
export const AUDIT_ACTIONS = [
  // The audit middleware's defaults, by method (src/server/middleware/audit.ts).
  "CREATE",
  "UPDATE",
  "DELETE",
  "READ",
  // Orders (src/server/modules/orders/orders.routes.ts).
  "ORDER_STATUS_CHANGE",
  "WARRANTY_RETURN",
  // The shop's money (docs/decisions/038).
  "PAYMENT_RECORDED",
  "PAYMENT_REVERSED",
  "CASH_OPENED",
  "CASH_MOVE",
  "CASH_CLOSED",
  "CASH_CORRECTED",
  // Parts and stock (docs/decisions/043).
  "STOCK_ADJUSTED",
  "PURCHASE_RECORDED",
  // The customer's side of an order (docs/decisions/029).
  "TRACKING_LINK_RENEWED",
  "TRACKING_LINK_REVOKED",
  "WHATSAPP_SENT",
  "QUOTE_APPROVED",
  "QUOTE_REFUSED",
  // Accounts and sign-in.
  "LOGIN",
  "SIGNUP",
  "LOGOUT",
  "PASSWORD_CHANGE",
  "PASSWORD_RESET",
  "EMAIL_CHANGE",
  "EMAIL_CONFIRMED",
  "CONFIRMATION_RESENT",
  "PASSWORD_RESET_REQUESTED",
  "INVITATION_SENT",
  "INVITATION_ACCEPTED",
  // Client records and the accounts linked to them.
  "ACCOUNT_LINKED",
  "ACCOUNT_UNLINKED",
  "CLIENTS_MERGED",
  // E-mail.
  "MAIL_RESENT",
  // Refusals.
  "UNAUTHORIZED_ACCESS",
  "FORBIDDEN_ACCESS",
  "CSRF_REJECTED",
  "RATE_LIMIT_EXCEEDED",
  // Backups.
  "BACKUP_RUN",
  "BACKUP_VERIFY",
  "BACKUP_RESTORE",
  // Privacy.
  "CONSENT_CHANGE",
  "TERMS_PUBLISHED",
  "DATA_EXPORT",
  "DELETION_REQUESTED",
  "DELETION_PROCESSED",
  // Security: alerts, and the events the pages report (INVALID_ORIGIN is also the CSRF check's).
  "ALERT_RESOLVED",
  ...SECURITY_EVENT_TYPES,
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  CREATE: "Criação",
  UPDATE: "Alteração",
  DELETE: "Exclusão",
  READ: "Consulta",
  ORDER_STATUS_CHANGE: "Mudança de status do pedido",
  WARRANTY_RETURN: "Retorno em garantia",
  PAYMENT_RECORDED: "Pagamento registrado",
  PAYMENT_REVERSED: "Pagamento estornado",
  CASH_OPENED: "Caixa aberto",
  CASH_MOVE: "Movimento de caixa",
  STOCK_ADJUSTED: "Ajuste de estoque",
  PURCHASE_RECORDED: "Compra registrada",
  CASH_CLOSED: "Caixa fechado",
  CASH_CORRECTED: "Correção de caixa fechado",
  TRACKING_LINK_RENEWED: "Novo link de acompanhamento",
  TRACKING_LINK_REVOKED: "Link de acompanhamento revogado",
  WHATSAPP_SENT: "Mensagem de WhatsApp enviada",
  QUOTE_APPROVED: "Orçamento aprovado pelo cliente",
  QUOTE_REFUSED: "Orçamento recusado pelo cliente",
  LOGIN: "Entrada no sistema",
  SIGNUP: "Cadastro de conta",
  LOGOUT: "Saída do sistema",
  PASSWORD_CHANGE: "Troca de senha",
  PASSWORD_RESET: "Redefinição de senha",
  EMAIL_CHANGE: "Troca de e-mail",
  EMAIL_CONFIRMED: "Confirmação de e-mail",
  CONFIRMATION_RESENT: "Reenvio do e-mail de confirmação",
  PASSWORD_RESET_REQUESTED: "Pedido de redefinição de senha",
  INVITATION_SENT: "Convite para o portal",
  INVITATION_ACCEPTED: "Convite aceito",
  ACCOUNT_LINKED: "Conta vinculada ao cliente",
  ACCOUNT_UNLINKED: "Conta desvinculada do cliente",
  CLIENTS_MERGED: "Clientes mesclados",
  MAIL_RESENT: "E-mail reenviado",
  UNAUTHORIZED_ACCESS: "Acesso sem login",
  FORBIDDEN_ACCESS: "Acesso negado",
  CSRF_REJECTED: "Requisição recusada (token CSRF)",
  RATE_LIMIT_EXCEEDED: "Limite de tentativas excedido",
  BACKUP_RUN: "Backup executado",
  BACKUP_VERIFY: "Verificação de integridade dos backups",
  BACKUP_RESTORE: "Restauração de backup",
  CONSENT_CHANGE: "Alteração de consentimento",
  TERMS_PUBLISHED: "Publicação dos termos de uso",
  DATA_EXPORT: "Exportação de dados pessoais",
  DELETION_REQUESTED: "Pedido de exclusão de dados",
  DELETION_PROCESSED: "Exclusão de dados realizada",
  ALERT_RESOLVED: "Alerta de segurança resolvido",
  BOT_DETECTED: "Robô detectado",
  RATE_LIMIT_CLIENT: "Limite de tentativas atingido no navegador",
  XSS_ATTEMPT: "Tentativa de XSS",
  MALICIOUS_URL: "Endereço (URL) malicioso",
  INVALID_ORIGIN: "Origem não confiável",
  DATA_INTEGRITY_FAIL: "Falha de integridade dos dados",
  INTEGRITY_CHECK_ERROR: "Erro na verificação de integridade",
  SQL_INJECTION_ATTEMPT: "Tentativa de injeção de SQL",
  VALIDATION_TEST: "Teste de validação",
  VALIDATION_FAILED: "Dado recusado na validação",
};
