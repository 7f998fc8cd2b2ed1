import type { CONSENT_TYPES } from "./value-sets";

export type ConsentType = (typeof CONSENT_TYPES)[number];

/** DATA_PROCESSING is the one consent the system cannot work without (docs/product.md §9). */
export const REQUIRED_CONSENTS: readonly ConsentType[] = ["DATA_PROCESSING"];
export const DEFAULT_TERMS_VERSION = "1.0";
export const REQUIRED_CONSENT_MESSAGE = "Este consentimento é obrigatório para o uso do sistema";

export interface ConsentState {
  /** The terms version now in force. */
  termsVersion: string;
  consents: Record<ConsentType, { granted: boolean; version: string; timestamp: string } | null>;
  /** DATA_PROCESSING not granted for the current terms: ask at this visit. */
  needsConsent: boolean;
}

export interface DeletionRequest {
  id: string;
  userId: string | null;
  requesterName: string | null;
  reason: string | null;
  completed: boolean;
  timestamp: string;
  completedAt: string | null;
}

export const ANONYMISED = "[DELETADO]";
