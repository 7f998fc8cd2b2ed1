import type { Role } from "./roles";
import type { TicketStatus } from "./value-sets";

/** Shapes the server answers and the web reads: one definition for both sides. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  emailVerified: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
  /** A customer whose address is not confirmed yet, with e-mail configured: the notice with 'Reenviar e-mail'. */
  confirmEmail: boolean;
}

export interface CsrfResponse {
  token: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Counts within the caller's scope; fields a role may not see are absent. */
export interface DashboardStats {
  orders: number;
  pendingOrders: number;
  finishedOrders: number;
  tickets: number;
  clients?: number;
  todayAppointments?: number;
}

export const CSRF_HEADER = "X-CSRF-Token";
export const CSRF_STORAGE_KEY = "csrf_token";
/** A write's Idempotency-Key (docs/decisions/049): a retry with the same key gets the first answer. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that repeats the first one given to the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";

/** The settings screen's system data (admin). */
export interface SystemInfo {
  version: string;
  /** When the newest backup finished, or null when none exists yet. */
  lastBackupAt: string | null;
  database: "PGlite" | "PostgreSQL";
}

export interface NotificationList {
  items: { id: string; title: string; body: string; link: string | null; read: boolean; createdAt: string }[];
  unread: number;
}

/** The top bar's search: a few matches of each kind, within the user's scope. */
export interface SearchResults {
  orders: { id: string; number: number; brand: string; model: string; clientName: string }[];
  clients: { id: string; name: string; phone: string | null }[];
  tickets: { id: string; subject: string; status: TicketStatus }[];
}
