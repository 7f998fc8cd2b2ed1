import type { ReactNode } from "react";
import { ArrowLeft, Printer } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { orderPage } from "@shared/page-paths";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { cn } from "@web/lib/cn";
import { isNotFound } from "@web/lib/api-client";
import type { CompanyInfo } from "@shared/client-types";
import type { Order } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { useCompany } from "@web/features/settings/api/get-company";
import { useOrder } from "@web/features/orders/api/get-order";
import { useOrderTracking } from "@web/features/orders/api/order-tracking";
import { OrderNotFound } from "@web/features/orders/components/order-not-found";

export const printLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-slate-500 bg-white px-4 text-sm font-medium text-slate-950 hover:bg-slate-100";

/**
 * A printout's page, outside the app shell: its buttons (hidden on paper) above the paper itself.
 * The order, the shop's details and the tracking link are read first; the details and the link are a
 * courtesy, and the paper prints without them if they cannot be read.
 */
export function PrintFrame({
  orderId,
  actionsClassName,
  actions,
  children,
}: {
  orderId: string;
  /** The width of the button bar, the paper's. */
  actionsClassName: string;
  /** The links beside 'Voltar' and 'Imprimir'. */
  actions: ReactNode;
  children: (order: Order, company: CompanyInfo | undefined, tracking: TrackingLinkWithQr | undefined) => ReactNode;
}) {
  const order = useOrder(orderId);
  const company = useCompany();
  const tracking = useOrderTracking(orderId);

  if (order.isPending || company.isPending || tracking.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    throw order.error;
  }

  return (
    <div className="min-h-screen bg-slate-200 py-6 print:min-h-0 print:bg-white print:py-0">
      <nav
        aria-label="Ações da impressão"
        className={cn("mx-auto mb-4 flex flex-wrap justify-between gap-3 px-4 print:hidden", actionsClassName)}
      >
        {actions}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
      </nav>
      <main>{children(order.data, company.data, tracking.data)}</main>
    </div>
  );
}

/**
 * 'Voltar': back where the user came from (the list, the order, a client's page, a search), as the
 * browser's back button would; opened on its own (a new tab, a typed address), to the order's page.
 * The links between printouts replace each other in the history, so 'Voltar' skips them.
 */
export function BackLink({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={orderPage(orderId)}
      className={printLink}
      onClick={(event) => {
        // React Router numbers this tab's entries in history.state.idx: above 0, a page of the app came before.
        const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
        if (!cameFromApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar
    </Link>
  );
}
