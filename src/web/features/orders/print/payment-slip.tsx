import { formatOrderNumber } from "@shared/order-types";
import type { PaymentPaperProps } from "./payment-print-frame";
import {
  PAYMENT_PAPER_TITLES,
  paymentFacts,
  receiptStatement,
  REVERSED_NOTICE,
  signatureText,
} from "./payment-receipt-text";
import { ReceiptFact, ReceiptHeader, ReceiptPaper, receiptRule } from "./receipt-paper";
import { SlipPix } from "./slip-pix";

/**
 * A payment's receipt on 80 mm thermal paper: the A4 receipt's content, one column, and the balance
 * still due by Pix (docs/decisions/042).
 */
export function PaymentSlip({ payment, reversed, order, company }: PaymentPaperProps) {
  return (
    <ReceiptPaper>
      <ReceiptHeader
        company={company}
        title={PAYMENT_PAPER_TITLES[payment.kind]}
        subject={formatOrderNumber(order.number)}
      />
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
