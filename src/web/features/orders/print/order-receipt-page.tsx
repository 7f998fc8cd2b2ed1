import { orderPrintPage } from "@shared/page-paths";
import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { BackLink, PrintFrame, printLink } from "./print-frame";
import { OrderReceipt } from "./order-receipt";
import "./order-receipt.css";

/** /orders/:id/receipt, outside the app shell: the 80 mm "via do cliente", with its buttons hidden on paper. */
export function OrderReceiptPage() {
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
      {(order, company, tracking) => <OrderReceipt order={order} company={company} tracking={tracking} />}
    </PrintFrame>
  );
}
