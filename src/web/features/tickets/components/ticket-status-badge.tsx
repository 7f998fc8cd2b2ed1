import type { TicketStatus } from "@shared/value-sets";
import { cn } from "@web/lib/cn";
import { TICKET_STATUS_LABELS } from "@shared/value-sets";

const STYLES: Record<TicketStatus, string> = {
  aberto: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  em_analise: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  resolvido: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={cn("inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[status])}>
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}
