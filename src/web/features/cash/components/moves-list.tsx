import { CASH_MOVE_LABELS, type CashMove } from "@shared/cash";
import { formatDateTime } from "@web/lib/format-time";
import { signedCents, signedMoveCents } from "@web/features/cash/cash-figures";

/** The day's suprimentos, sangrias and expenses, oldest first, each with who recorded it and when. */
export function MovesList({ moves }: { moves: CashMove[] }) {
  if (moves.length === 0) return <p className="text-sm text-muted-foreground">Nenhum movimento registrado.</p>;
  return (
    <ul aria-label="Movimentos" className="divide-y divide-border text-sm">
      {moves.map((move) => (
        <li key={move.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <div className="min-w-0">
            <p className="font-medium">
              {CASH_MOVE_LABELS[move.kind]}
              {move.category && ` · ${move.category}`}
            </p>
            {move.note && <p className="wrap-anywhere text-muted-foreground">{move.note}</p>}
            <p className="text-muted-foreground">
              {formatDateTime(move.createdAt)}
              {move.createdBy && ` · ${move.createdBy}`}
            </p>
          </div>
          <p className="font-semibold tabular-nums">{signedCents(signedMoveCents(move))}</p>
        </li>
      ))}
    </ul>
  );
}
