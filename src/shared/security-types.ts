import type { ALERT_SEVERITIES, ALERT_TYPES, BACKUP_STATUSES } from "./value-sets";

// The answers of /api/security and /api/backups, for the server that sends them and the web that reads them.

export type AlertType = (typeof ALERT_TYPES)[number];
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

export interface SecurityOverview {
  stats: { totalAlerts: number; activeAlerts: number; criticalAlerts: number; recentAlerts: number };
  checks: { name: string; ok: boolean; detail: string }[];
  /** The newest backup run: when, how many table files, how many of them failed the integrity check. */
  lastBackup: { at: string; tables: number; corrupted: number } | null;
}

export interface SecurityAlert {
  id: string;
  type: AlertType;
  severity: AlertSeverity;
  description: string;
  ipAddress: string | null;
  userId: string | null;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export interface BackupRecord {
  id: string;
  name: string;
  tableName: string;
  filePath: string;
  checksum: string;
  sizeBytes: number;
  status: BackupStatus;
  completedAt: string;
  metadata: { records_count: number; backup_type: string; run_id: string; day: string; trigger: "manual" | "schedule" };
}

export interface BackupRunResult {
  runId: string;
  tables: number;
  errors: { table: string; message: string }[];
}

/** A file a backup lists (a photo or a signature in the bucket) that a restore did not find as recorded. */
export interface BackupMissingFile {
  key: string;
  kind: "photo" | "signature";
  /** The photo's id, or for a signature its order's id. */
  id: string;
  orderId: string;
  orderNumber: number;
  /** Not in the bucket, or there with another size. */
  problem: "missing" | "size";
}

/** What a restore loaded, and the listed files it checked in the bucket (docs/decisions/053). */
export interface BackupRestoreResult {
  runId: string;
  restored: Record<string, number>;
  files: { checked: number; missing: BackupMissingFile[] };
}
