import { SECURITY_EVENT_DETAIL_MAX } from "@shared/security-events";
import type { SecurityEvent } from "@shared/validation/security-event";
import { api, call } from "@web/lib/api-client";

/** What is kept of dangerous text in a log: its first 100 characters (docs/product.md §5). */
export function excerpt(text: string): string {
  return text.slice(0, 100);
}

/**
 * Writes the event to the server's audit log (POST /api/security/events). Fire and forget: a lost
 * audit row must never break the page (docs/product.md §8, silent failures), so a failure is only logged.
 */
export function reportSecurityEvent(event: SecurityEvent): void {
  call(
    api.security.events.$post({ json: { ...event, detail: event.detail.slice(0, SECURITY_EVENT_DETAIL_MAX) } }),
  ).catch((error: unknown) => {
    console.error("Falha ao registrar evento de segurança", event.type, error);
  });
}
