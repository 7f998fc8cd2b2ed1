import { CASH_MOVE_LABELS, type CashDay } from "@shared/cash";
import type { CompanyInfo } from "@shared/client-types";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { formatDay } from "@web/lib/format";
import { formatDateTime } from "@web/lib/format-time";
import {
  ReceiptHeader,
  ReceiptLine as Line,
  ReceiptPaper,
  receiptRule as rule,
} from "@web/features/orders/print/receipt-paper";
import { differenceText, signedCents, signedMoveCents } from "@web/features/cash/cash-figures";

/**
 * The closing report on 80 mm thermal paper, as the order's receipt is printed (ReceiptPaper): the
 * shop, the day, who opened and closed it, the float, each method's figures, the moves, the corrections, the note and a line to sign. Monospace, one column.
 */
export function CashSlip({ day, company }: { day: CashDay; company: CompanyInfo | undefined }) {
  return (
    <ReceiptPaper>
      <ReceiptHeader company={company} title="Fechamento de caixa" subject={formatDay(day.openedAt)} />
      <hr className={rule} />
      <p>Aberto: {formatDateTime(day.openedAt)}</p>
      <p>por {day.openedBy ?? "—"}</p>
      <p>Fechado: {day.closedAt ? formatDateTime(day.closedAt) : "em aberto"}</p>
      {day.closedAt && <p>por {day.closedBy ?? "—"}</p>}
      <dl>
        <Line term="Troco inicial" value={formatCents(day.openingFloatCents)} />
      </dl>
      <hr className={rule} />
      {day.counts.map((count) => (
        <section key={count.method} aria-label={PAYMENT_METHOD_LABELS[count.method]} className="mb-1">
          <h2 className="font-bold">{PAYMENT_METHOD_LABELS[count.method]}</h2>
          <dl>
            <Line term="Esperado" value={formatCents(count.expectedCents)} />
            <Line term="Contado" value={count.countedCents === null ? "—" : formatCents(count.countedCents)} />
            <Line term="Diferença" value={differenceText(count.differenceCents)} />
          </dl>
        </section>
      ))}
      <hr className={rule} />
      <h2 className="font-bold">Movimentos</h2>
      {day.moves.length === 0 && <p>Nenhum movimento.</p>}
      <dl>
        {day.moves.map((move) => (
          <Line
            key={move.id}
            term={`${CASH_MOVE_LABELS[move.kind]}${move.category ? ` (${move.category})` : ""}`}
            value={signedCents(signedMoveCents(move))}
          />
        ))}
      </dl>
      {day.corrections.length > 0 && (
        <>
          <hr className={rule} />
          <h2 className="font-bold">Correções</h2>
          {day.corrections.map((correction) => (
            <p key={correction.id}>
              {PAYMENT_METHOD_LABELS[correction.method]}: {formatCents(correction.countedCents)} —{" "}
              {correction.createdBy ?? "—"}, {formatDateTime(correction.createdAt)}. Motivo: {correction.reason}
            </p>
          ))}
        </>
      )}
      {day.closingNote && (
        <>
          <hr className={rule} />
          <p>Obs.: {day.closingNote}</p>
        </>
      )}
      <p className="mt-10 border-t border-black pt-1 text-center">Assinatura do responsável</p>
    </ReceiptPaper>
  );
}
