import { ReceiptText } from "lucide-react";
import { Link, useParams } from "react-router";
import { PAGE, pathOf } from "@shared/page-paths";
import { printLink } from "@web/features/orders/print/print-frame";
import { CashPrintFrame } from "./cash-print-frame";
import { CashReportSheet } from "./cash-report-sheet";
import "@web/features/orders/print/order-print.css";

/** /caixa/:id/imprimir, outside the app shell: the day's closing report on A4, its buttons hidden on paper. */
export function CashReportPage() {
  const { id = "" } = useParams();
  return (
    <CashPrintFrame
      dayId={id}
      other={
        <Link to={pathOf(PAGE.cashDaySlip, { id })} replace className={printLink}>
          <ReceiptText aria-hidden="true" className="size-4" />
          Imprimir em 80 mm
        </Link>
      }
    >
      {(day, company) => <CashReportSheet day={day} company={company} />}
    </CashPrintFrame>
  );
}
