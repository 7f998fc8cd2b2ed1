import type { CashCorrection } from "@shared/cash";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { formatDateTime } from "@web/lib/format-time";

/** An admin's corrections of the closed day's count, oldest first; each method's latest is the one that stands. */
export function CorrectionsList({ corrections }: { corrections: CashCorrection[] }) {
  if (corrections.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma correção.</p>;
  const latest = new Map(corrections.map((correction) => [correction.method, correction.id]));
  return (
    <ul aria-label="Correções" className="divide-y divide-border text-sm">
      {corrections.map((correction) => {
        const stands = latest.get(correction.method) === correction.id;
        return (
          <li key={correction.id} className="py-2">
            <p className="font-medium">
              {PAYMENT_METHOD_LABELS[correction.method]}: contado {formatCents(correction.countedCents)}
              {!stands && <span className="font-normal text-muted-foreground"> (substituída por outra correção)</span>}
            </p>
            <p className="wrap-anywhere">Motivo: {correction.reason}</p>
            <p className="text-muted-foreground">
              {formatDateTime(correction.createdAt)} por {correction.createdBy ?? "—"}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
