import type { CashDay } from "@shared/cash";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { cn } from "@web/lib/cn";
import { differenceText, receivedByMethod } from "@web/features/cash/cash-figures";

/**
 * Each method the day used (cash always): what its payments brought in and what it should hold; once
 * closed, what was counted (the latest correction standing) and the difference.
 */
export function MethodFigures({ day }: { day: CashDay }) {
  const received = receivedByMethod(day.payments);
  const closed = day.closedAt !== null;
  return (
    <ul aria-label="Por forma de pagamento" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {day.counts.map((count) => {
        const label = PAYMENT_METHOD_LABELS[count.method];
        const rows: [string, string][] = [
          ["Recebido", formatCents(received.get(count.method) ?? 0)],
          ["Esperado", formatCents(count.expectedCents)],
          ...(closed
            ? ([
                ["Contado", count.countedCents === null ? "—" : formatCents(count.countedCents)],
                ["Diferença", differenceText(count.differenceCents)],
              ] as [string, string][])
            : []),
        ];
        return (
          <li key={count.method} aria-label={label} className="rounded-md border border-border p-3">
            <p className="font-semibold">{label}</p>
            <dl className="mt-1 space-y-0.5 text-sm">
              {rows.map(([term, value]) => (
                <div key={term} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd
                    className={cn(
                      "tabular-nums",
                      term === "Diferença" && (count.differenceCents ?? 0) < 0 && "font-semibold text-destructive",
                    )}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
