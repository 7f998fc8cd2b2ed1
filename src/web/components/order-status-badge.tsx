import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import { cn } from "@web/lib/cn";

const STYLES: Record<OrderStatus, string> = {
  novo: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  em_andamento: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  concluido: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  aguardando_aprovacao: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100",
  aguardando_peca: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  entregue: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
  cancelado: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        STYLES[status],
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
