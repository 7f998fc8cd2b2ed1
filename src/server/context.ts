import type { SessionUser } from "@shared/api-types";
import type { AuditAction } from "@shared/audit-actions";
import type { AuditLogEntry } from "@shared/audit-types";
import type { RateLimits } from "@shared/rate-limits";
import type { Auth } from "./auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { FileStorage } from "./storage/files";

/** What createApp() is built from; tests inject their own database, limits and clock. */
export interface AppDeps {
  database: Database;
  /** Where photos and signatures go: the database, or the bucket of S3_* (storage/file-storage.ts). */
  storage: FileStorage;
  env: Env;
  auth: Auth;
  /** Signs sessions (better-auth) and CSRF tokens. */
  secret: string;
  limits: RateLimits;
  clock: () => Date;
  /**
   * Resolves when 'Esqueci minha senha' may answer, started as it begins (docs/decisions/034);
   * tests hold and release it. By default a fixed time.
   */
  passwordResetFloor?: () => Promise<void>;
  /** True once a SIGTERM started draining: /api/health/ready answers 503 so balancers stop sending here. */
  draining?: () => boolean;
}

/**
 * What one audit row records: the row the viewer reads, before the database gives it an id and a time,
 * its action one of the codes the viewer has pt-BR words for (src/shared/audit-actions.ts).
 */
export type AuditEntry = Omit<AuditLogEntry, "id" | "createdAt" | "user" | "action"> & { action: AuditAction };

/** Per-request values set by the middleware chain (see docs/ARCHITECTURE.md). */
export interface AppVariables {
  requestId: string;
  ip: string;
  user: SessionUser | null;
  sessionId: string | null;
  /** What the audit middleware records for this request, when a route knows better than the defaults. */
  audit: Partial<AuditEntry> | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
