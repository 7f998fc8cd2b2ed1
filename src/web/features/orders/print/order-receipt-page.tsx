import { orderPrintPage } from "@shared/page-paths";
import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import type { CompanyInfo } from "@shared/client-types";
import type { Order } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { useOrderPix } from "@web/features/payments/api/order-pix";
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
      {(order, company, tracking) => <ReceiptWithPix order={order} company={company} tracking={tracking} />}
    </PrintFrame>
  );
}

/**
 * The receipt, with the Pix code for the balance while one is due: the code is a courtesy, so the
 * receipt prints without it when the shop has no Pix key (the charge is refused) or it cannot be read.
 */
function ReceiptWithPix(props: {
  order: Order;
  company: CompanyInfo | undefined;
  tracking: TrackingLinkWithQr | undefined;
}) {
  const due = props.order.money.balanceCents > 0 && props.order.status !== "cancelado";
  const pix = useOrderPix(props.order.id, due);
  return <OrderReceipt {...props} pix={due ? pix.data : null} />;
}
