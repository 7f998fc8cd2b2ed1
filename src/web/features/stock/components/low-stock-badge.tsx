import type { Product } from "@shared/stock-types";

/** Whether a part has fewer units than its minimum: what the shop should buy again. */
const isBelowMinimum = (product: Pick<Product, "quantity" | "minimum">) => product.quantity < product.minimum;

/** 'Abaixo do mínimo' beside a part's quantity when it has fewer units than its minimum. */
export function LowStockBadge({ product }: { product: Pick<Product, "quantity" | "minimum"> }) {
  if (!isBelowMinimum(product)) return null;
  return (
    <span className="inline-flex shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      Abaixo do mínimo
    </span>
  );
}

/** An inactive part's mark in lists and on its page. */
export function InactiveBadge({ active }: { active: boolean }) {
  if (active) return null;
  return (
    <span className="inline-flex shrink-0 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900 dark:bg-slate-800 dark:text-slate-100">
      Inativa
    </span>
  );
}
