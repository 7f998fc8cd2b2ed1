import { ArrowLeft, Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { salePage } from "@shared/page-paths";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { isNotFound } from "@web/lib/api-client";
import { printLink } from "@web/features/orders/print/print-frame";
import { useCompany } from "@web/features/settings/api/get-company";
import { SaleNotFound } from "@web/features/sales/components/sale-not-found";
import { useSale } from "@web/features/sales/api/sales";
import { SaleSlip } from "./sale-slip";
import "@web/features/orders/print/order-receipt.css";

/**
 * /vendas/:id/recibo-80mm, outside the app shell as the order's papers are: 'Voltar' and 'Imprimir'
 * (hidden on paper) above the sale's 80 mm receipt. The shop's details are a courtesy: the paper prints
 * without them if they cannot be read.
 */
export function SaleSlipPage() {
  const { id = "" } = useParams();
  const sale = useSale(id);
  const company = useCompany();

  if (sale.isPending || company.isPending) return <LoadingScreen />;
  if (sale.isError) {
    if (!isNotFound(sale.error)) throw sale.error;
    return <SaleNotFound />;
  }
  return (
    <div className="min-h-screen bg-slate-200 py-6 print:min-h-0 print:bg-white print:py-0">
      <nav
        aria-label="Ações da impressão"
        className="mx-auto mb-4 flex max-w-[210mm] flex-wrap justify-between gap-3 px-4 print:hidden"
      >
        <Link to={salePage(id)} className={printLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
      </nav>
      <main>
        <SaleSlip sale={sale.data} company={company.data} />
      </main>
    </div>
  );
}
