import { apiSend } from "../api-client";
import type { SecurityEventType } from "../../../shared/security-events";

export interface SecurityEvent {
  type: SecurityEventType;
  detail: string;
  metadata?: Record<string, unknown>;
}

const MAX_DETAIL = 500;

/** What is kept of dangerous text in a log: its first 100 characters (spec §5). */
export function excerpt(text: string): string {
  return text.slice(0, 100);
}

/**
 * Writes the event to the server's audit log (POST /api/security/events). Fire and forget: a lost
 * audit row must never break the page (spec §8, silent failures), so a failure is only logged.
 */
export function reportSecurityEvent(event: SecurityEvent): void {
  apiSend<void>("POST", "/security/events", { ...event, detail: event.detail.slice(0, MAX_DETAIL) }).catch((error: unknown) => {
    console.error("Falha ao registrar evento de segurança", event.type, error);
  });
}
