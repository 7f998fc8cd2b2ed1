import { ArrowLeft, Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { isNotFound } from "@web/lib/api-client";
import { useCompany } from "@web/features/settings/api/get-company";
import { useOrder } from "@web/features/orders/api/get-order";
import { OrderNotFound } from "@web/features/orders/components/order-not-found";
import { OrderPrintSheet } from "./order-print-sheet";
import "./order-print.css";

/** /orders/:id/print, outside the app shell: the sheet alone, with its two buttons hidden on paper. */
export function OrderPrintPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  const company = useCompany();

  if (order.isPending || company.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    throw order.error;
  }

  return (
    <div className="min-h-screen bg-slate-200 py-6 print:bg-white print:py-0">
      <nav
        aria-label="Ações da impressão"
        className="mx-auto mb-4 flex max-w-[210mm] justify-between gap-3 px-4 print:hidden"
      >
        <Link
          to="/orders"
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-500 bg-white px-4 text-sm font-medium text-slate-950 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
      </nav>
      <main>
        {/* The company's details are a courtesy: the order prints without them if they cannot be read. */}
        <OrderPrintSheet order={order.data} company={company.data} />
      </main>
    </div>
  );
}
