import { PAGE } from "./page-paths";

/** What the outbox shows the admin (docs/decisions/028). */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "held"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Na fila",
  sending: "Enviando",
  sent: "Enviado",
  failed: "Falhou",
  held: "Não enviado (e-mail não configurado)",
};

/** Why a message was written: its template. */
export const MAIL_KINDS = [
  "confirm_email",
  "invitation",
  "password_reset",
  "order_status",
  "order_visit",
  "ticket_status",
  "new_ticket",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One-use links an e-mail (or staff) hands out, and how long each lasts. */
export const ACCOUNT_TOKEN_PURPOSES = ["confirm_email", "invitation", "password_reset"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const ACCOUNT_TOKEN_HOURS: Record<AccountTokenPurpose, number> = {
  confirm_email: 24,
  invitation: 7 * 24,
  password_reset: 1,
};

/** The pages the links open; the token goes in the fragment, so it reaches no server log or Referer. */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  confirm_email: PAGE.confirmEmail,
  invitation: PAGE.invitation,
  password_reset: PAGE.resetPassword,
};

/** A message as the admin's outbox shows it: its text with the link in place while it is kept. */
export interface OutboxItem {
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  /** 'Reenviar' can send it again: not while queued, nor once its one-use link is gone or dead. */
  resendable: boolean;
}
