import { orderReceiptPage } from "@shared/page-paths";
import { ReceiptText } from "lucide-react";
import { Link, useParams } from "react-router";
import { BackLink, PrintFrame, printLink } from "./print-frame";
import { OrderPrintSheet } from "./order-print-sheet";
import "./order-print.css";

/** /orders/:id/print, outside the app shell: the A4 sheet alone, with its buttons hidden on paper. */
export function OrderPrintPage() {
  const { id = "" } = useParams();
  return (
    <PrintFrame
      orderId={id}
      actionsClassName="max-w-[210mm]"
      actions={
        <>
          <BackLink orderId={id} />
          <Link to={orderReceiptPage(id)} replace className={printLink}>
            <ReceiptText aria-hidden="true" className="size-4" />
            Imprimir via do cliente (80 mm)
          </Link>
        </>
      }
    >
      {(order, company, tracking) => <OrderPrintSheet order={order} company={company} tracking={tracking} />}
    </PrintFrame>
  );
}
