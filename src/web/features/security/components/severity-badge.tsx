import { cn } from "@web/lib/cn";
import { SEVERITY_LABELS } from "@web/features/security/security-labels";
import type { AlertSeverity } from "@shared/security-types";

const STYLES: Record<AlertSeverity, string> = {
  CRITICAL: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  HIGH: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  MEDIUM: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  LOW: "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
};

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <span className={cn("inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[severity])}>
      {SEVERITY_LABELS[severity]}
    </span>
  );
}
