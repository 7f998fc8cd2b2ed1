import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import { cn } from "@web/lib/cn";

const STYLES: Record<OrderStatus, string> = {
  novo: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  em_andamento: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  concluido: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
