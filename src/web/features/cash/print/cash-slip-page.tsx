import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { PAGE, pathOf } from "@shared/page-paths";
import { printLink } from "@web/features/orders/print/print-frame";
import { CashPrintFrame } from "./cash-print-frame";
import { CashSlip } from "./cash-slip";
import "@web/features/orders/print/order-receipt.css";

/** /caixa/:id/80mm, outside the app shell: the day's closing report on 80 mm paper, its buttons hidden on paper. */
export function CashSlipPage() {
  const { id = "" } = useParams();
  return (
    <CashPrintFrame
      dayId={id}
      other={
        <Link to={pathOf(PAGE.cashDayPrint, { id })} replace className={printLink}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir em A4
        </Link>
      }
    >
      {(day, company) => <CashSlip day={day} company={company} />}
    </CashPrintFrame>
  );
}
