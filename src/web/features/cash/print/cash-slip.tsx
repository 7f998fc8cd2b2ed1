import { useRef } from "react";
import { CASH_MOVE_LABELS, type CashDay } from "@shared/cash";
import type { CompanyInfo } from "@shared/client-types";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { formatDay } from "@web/lib/format";
import { formatDateTime } from "@web/lib/format-time";
import { useHeight } from "@web/features/orders/print/order-receipt";
import { companyLines, RECEIPT_PAPER, receiptPaperLengthMm } from "@web/features/orders/print/print-text";
import { differenceText, signedCents, signedMoveCents } from "@web/features/cash/cash-figures";

const rule = "my-2 border-t border-dashed border-black";

function Line({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{term}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/**
 * The closing report on 80 mm thermal paper, as the order's receipt is printed (order-receipt.css, the
 * paper as long as the content): the shop, the day, who opened and closed it, the float, each
 * method's figures, the moves, the corrections, the note and a line to sign. Monospace, one column.
 */
export function CashSlip({ day, company }: { day: CashDay; company: CompanyInfo | undefined }) {
  const content = useRef<HTMLDivElement>(null);
  const height = useHeight(content);

  return (
    <article className="order-receipt mx-auto w-full max-w-[80mm] bg-white px-[4mm] py-[3mm] text-black shadow-lg print:p-0 print:shadow-none">
      {height !== undefined && (
        <style>{`@page order-receipt { size: ${RECEIPT_PAPER.widthMm}mm ${receiptPaperLengthMm(height)}mm; }`}</style>
      )}
      <div ref={content} className="w-[72mm] max-w-full font-mono text-[12px] leading-snug wrap-anywhere">
        <header className="text-center">
          {company && <p className="text-[14px] font-bold">{company.name}</p>}
          {companyLines(company).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </header>
        <hr className={rule} />
        <div className="text-center">
          <h1 className="font-bold uppercase">Fechamento de caixa</h1>
          <p className="text-[16px] font-bold">{formatDay(day.openedAt)}</p>
        </div>
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
      </div>
    </article>
  );
}
