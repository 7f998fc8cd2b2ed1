import { formatOrderNumber } from "@shared/order-types";
import type { PaymentPaperProps } from "./payment-print-frame";
import {
  PAYMENT_PAPER_TITLES,
  paymentFacts,
  receiptStatement,
  REVERSED_NOTICE,
  signatureText,
} from "./payment-receipt-text";
import { companyLines } from "./print-text";
import { ReceiptFact, ReceiptPaper, receiptRule } from "./receipt-paper";
import { SlipPix } from "./slip-pix";

/**
 * A payment's receipt on 80 mm thermal paper: the A4 receipt's content, one column, and the balance
 * still due by Pix (docs/decisions/042).
 */
export function PaymentSlip({ payment, reversed, order, company }: PaymentPaperProps) {
  return (
    <ReceiptPaper>
      <header className="text-center">
        {company && <p className="text-[14px] font-bold">{company.name}</p>}
        {companyLines(company).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </header>
      <hr className={receiptRule} />
      <div className="text-center">
        <h1 className="font-bold uppercase">{PAYMENT_PAPER_TITLES[payment.kind]}</h1>
        <p className="text-[16px] font-bold">{formatOrderNumber(order.number)}</p>
      </div>
      {payment.reversedBy && (
        <p role="note" className="mt-2 border border-black p-1 text-center font-bold uppercase">
          {REVERSED_NOTICE}
        </p>
      )}
      <hr className={receiptRule} />
      <dl>
        {paymentFacts(payment, order).map(([term, value]) => (
          <ReceiptFact key={term} term={term}>
            {value}
          </ReceiptFact>
        ))}
      </dl>
      <hr className={receiptRule} />
      <p>{receiptStatement({ payment, order, company, reversed })}</p>
      <div className="mt-10">
        <p className="border-t border-black pt-1 text-center">{signatureText(payment, order, company)}</p>
      </div>
      {payment.kind === "pagamento" && <SlipPix order={order} />}
    </ReceiptPaper>
  );
}
