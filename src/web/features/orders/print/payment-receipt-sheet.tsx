import { formatCents } from "@shared/money";
import { amountInWords } from "@shared/money-words";
import { A4Sheet, SheetHeader } from "./a4-sheet";
import type { PaymentPaperProps } from "./payment-print-frame";
import {
  PAYMENT_PAPER_TITLES,
  paymentFacts,
  receiptStatement,
  REVERSED_NOTICE,
  signatureText,
} from "./payment-receipt-text";
import { Block, Facts } from "./print-blocks";

/**
 * A payment's receipt on A4 (docs/decisions/042): the shop with its CNPJ, the statement of who paid how
 * much (in figures and in words) for which order, the facts of the payment and a line to sign.
 */
export function PaymentReceiptSheet({ payment, reversed, order, company }: PaymentPaperProps) {
  return (
    <A4Sheet>
      <SheetHeader company={company} title={PAYMENT_PAPER_TITLES[payment.kind]} number={order.number} />
      {payment.reversedBy && (
        <p role="note" className="mt-6 border-2 border-slate-950 p-3 text-center font-bold uppercase">
          {REVERSED_NOTICE}
        </p>
      )}
      <div className="mt-6 border border-slate-950 p-4 text-center break-inside-avoid">
        <p className="text-sm font-semibold tracking-wide uppercase">Valor</p>
        <p className="text-2xl font-bold">{formatCents(payment.amountCents)}</p>
        <p className="text-sm">({amountInWords(payment.amountCents)})</p>
      </div>
      <p className="mt-6 text-base leading-relaxed break-inside-avoid">
        {receiptStatement({ payment, order, company, reversed })}
      </p>
      <Block title="Dados do lançamento">
        <Facts rows={paymentFacts(payment, order)} />
      </Block>
      <div className="mt-16 break-inside-avoid text-sm sm:max-w-[100mm] print:mt-12">
        <p className="border-t border-slate-950 pt-2 text-center">{signatureText(payment, order, company)}</p>
      </div>
    </A4Sheet>
  );
}
