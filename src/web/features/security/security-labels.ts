import type { AlertSeverity, AlertType, BackupStatus } from "@shared/security-types";

export const SEVERITY_LABELS: Record<AlertSeverity, string> = {
  CRITICAL: "Crítico",
  HIGH: "Alto",
  MEDIUM: "Médio",
  LOW: "Baixo",
};

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  BRUTE_FORCE: "Força bruta",
  UNUSUAL_ACCESS: "Acesso incomum",
  DATA_BREACH: "Violação de dados",
  PRIVILEGE_ESCALATION: "Escalada de privilégio",
};

export const BACKUP_STATUS_LABELS: Record<BackupStatus, string> = {
  COMPLETED: "Concluído",
  CORRUPTED: "Corrompido",
};
