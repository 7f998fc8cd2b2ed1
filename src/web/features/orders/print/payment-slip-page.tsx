import { useParams } from "react-router";
import { paymentReceiptPage } from "@shared/page-paths";
import { PaymentPrintFrame } from "./payment-print-frame";
import { PaymentSlip } from "./payment-slip";
import "./order-receipt.css";

/** /orders/:id/pagamentos/:paymentId/recibo-80mm: a payment's receipt on 80 mm thermal paper. */
export function PaymentSlipPage() {
  const { id = "", paymentId = "" } = useParams();
  return (
    <PaymentPrintFrame
      orderId={id}
      paymentId={paymentId}
      other={{ to: paymentReceiptPage(id, paymentId), label: "Recibo (A4)" }}
    >
      {(props) => <PaymentSlip {...props} />}
    </PaymentPrintFrame>
  );
}
