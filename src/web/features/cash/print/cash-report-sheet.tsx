import type { CashDay } from "@shared/cash";
import { CASH_MOVE_LABELS } from "@shared/cash";
import type { CompanyInfo } from "@shared/client-types";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { formatDay } from "@web/lib/format";
import { formatDateTime } from "@web/lib/format-time";
import { A4Sheet, SheetHeader } from "@web/features/orders/print/a4-sheet";
import { Block, Facts } from "@web/features/orders/print/print-blocks";
import { differenceText, signedCents, signedMoveCents } from "@web/features/cash/cash-figures";

const cell = "py-1 pr-2 text-right tabular-nums";
const totalCell = "pt-2 pr-2 text-right tabular-nums";

/** Each method's expected, counted and difference, with their totals. */
function CountsTable({ day }: { day: CashDay }) {
  const sum = (pick: (count: CashDay["counts"][number]) => number | null) =>
    day.counts.reduce((total, count) => total + (pick(count) ?? 0), 0);
  const closed = day.closedAt !== null;
  return (
    <table className="w-full border-collapse">
      <thead>
        <tr className="border-b border-slate-400 text-left">
          <th scope="col" className="py-1 pr-2">
            Forma
          </th>
          <th scope="col" className={cell}>
            Esperado
          </th>
          <th scope="col" className={cell}>
            Contado
          </th>
          <th scope="col" className="py-1 text-right">
            Diferença
          </th>
        </tr>
      </thead>
      <tbody>
        {day.counts.map((count) => (
          <tr key={count.method} className="border-b border-slate-200">
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {PAYMENT_METHOD_LABELS[count.method]}
            </th>
            <td className={cell}>{formatCents(count.expectedCents)}</td>
            <td className={cell}>{count.countedCents === null ? "—" : formatCents(count.countedCents)}</td>
            <td className="py-1 text-right tabular-nums">{differenceText(count.differenceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold">
          <th scope="row" className="pt-2 pr-2 text-left">
            Total
          </th>
          <td className={totalCell}>{formatCents(sum((c) => c.expectedCents))}</td>
          <td className={totalCell}>{closed ? formatCents(sum((c) => c.countedCents)) : "—"}</td>
          <td className="pt-2 text-right tabular-nums">
            {closed ? differenceText(sum((c) => c.differenceCents)) : "—"}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The closing report of a cash day on A4 (docs/decisions/040): the shop, the day, who opened and closed
 * it, the float, each method's figures, the moves, the admin's corrections, the note, and a line to sign.
 */
export function CashReportSheet({ day, company }: { day: CashDay; company: CompanyInfo | undefined }) {
  return (
    <A4Sheet>
      <SheetHeader company={company} title="Fechamento de caixa">
        <p className="text-lg font-semibold">{formatDay(day.openedAt)}</p>
        <p className="text-sm">{day.closedAt ? "Caixa fechado" : "Caixa em aberto"}</p>
      </SheetHeader>

      <Block title="Caixa">
        <Facts
          rows={[
            ["Aberto em", `${formatDateTime(day.openedAt)} por ${day.openedBy ?? "—"}`],
            ["Fechado em", day.closedAt ? `${formatDateTime(day.closedAt)} por ${day.closedBy ?? "—"}` : "—"],
            ["Troco inicial", formatCents(day.openingFloatCents)],
          ]}
        />
      </Block>

      <Block title="Por forma de pagamento">
        <CountsTable day={day} />
      </Block>

      <Block title="Movimentos">
        {day.moves.length === 0 ? (
          <p>Nenhum movimento.</p>
        ) : (
          <ul className="space-y-1">
            {day.moves.map((move) => (
              <li key={move.id} className="flex justify-between gap-4">
                <span className="min-w-0 wrap-anywhere">
                  {CASH_MOVE_LABELS[move.kind]}
                  {move.category && ` · ${move.category}`}
                  {move.note && ` · ${move.note}`} ({formatDateTime(move.createdAt)}, {move.createdBy ?? "—"})
                </span>
                <span className="shrink-0 tabular-nums">{signedCents(signedMoveCents(move))}</span>
              </li>
            ))}
          </ul>
        )}
      </Block>

      {day.corrections.length > 0 && (
        <Block title="Correções da contagem">
          <ul className="space-y-1">
            {day.corrections.map((correction) => (
              <li key={correction.id} className="wrap-anywhere">
                {PAYMENT_METHOD_LABELS[correction.method]}: contado {formatCents(correction.countedCents)} ·{" "}
                {formatDateTime(correction.createdAt)} por {correction.createdBy ?? "—"} · Motivo: {correction.reason}
              </li>
            ))}
          </ul>
        </Block>
      )}

      <Block title="Observação">
        <p className="whitespace-pre-line wrap-anywhere">{day.closingNote ?? "—"}</p>
      </Block>

      <div className="mt-12 break-inside-avoid text-sm sm:max-w-[100mm] print:mt-10">
        <p className="border-t border-slate-950 pt-2 text-center">
          Assinatura do responsável{day.closedBy ? ` — ${day.closedBy}` : ""}
        </p>
      </div>
    </A4Sheet>
  );
}
