import { orderPrintPage } from "@shared/page-paths";
import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { BackLink, PrintFrame, printLink } from "./print-frame";
import { DeliveryReceiptSheet } from "./delivery-receipt-sheet";
import "./order-print.css";

/** /orders/:id/delivery-receipt, outside the app shell: the A4 'Comprovante de entrega', its buttons hidden on paper. */
export function DeliveryReceiptPage() {
  const { id = "" } = useParams();
  return (
    <PrintFrame
      orderId={id}
      actionsClassName="max-w-[210mm]"
      actions={
        <>
          <BackLink orderId={id} />
          <Link to={orderPrintPage(id)} replace className={printLink}>
            <Printer aria-hidden="true" className="size-4" />
            Ordem de serviço (A4)
          </Link>
        </>
      }
    >
      {(order, company) => <DeliveryReceiptSheet order={order} company={company} />}
    </PrintFrame>
  );
}
