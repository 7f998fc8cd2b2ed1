import { useParams } from "react-router";
import { paymentSlipPage } from "@shared/page-paths";
import { PaymentPrintFrame } from "./payment-print-frame";
import { PaymentReceiptSheet } from "./payment-receipt-sheet";
import "./order-print.css";

/** /orders/:id/pagamentos/:paymentId/recibo: a payment's receipt on A4, its buttons hidden on paper. */
export function PaymentReceiptPage() {
  const { id = "", paymentId = "" } = useParams();
  return (
    <PaymentPrintFrame
      orderId={id}
      paymentId={paymentId}
      other={{ to: paymentSlipPage(id, paymentId), label: "Recibo (80 mm)" }}
    >
      {(props) => <PaymentReceiptSheet {...props} />}
    </PaymentPrintFrame>
  );
}
