import {
  PAGE,
  deliveryReceiptPage,
  editOrderPage,
  orderPage,
  orderPrintPage,
  orderReceiptPage,
} from "@shared/page-paths";
import { useState } from "react";
import { ArrowLeft, FileSignature, Pencil, Printer, ReceiptText, RefreshCw, ShieldCheck } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { ORDER_MOVES } from "@shared/order-workflow";
import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { OrderStatusBadge } from "@web/components/order-status-badge";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { isNotFound } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { useOrder } from "./api/get-order";
import { useOpenWarrantyReturn } from "./api/open-warranty-return";
import { PaymentsCard } from "@web/features/payments/components/payments-card";
import { SendWhatsappButton } from "@web/features/whatsapp/components/send-whatsapp-button";
import { DeliverySignature } from "./components/delivery-signature";
import { PhotoStrip, ServiceList, VisitList } from "./components/order-contents";
import { OrderDetails } from "./components/order-details";
import { OrderNotFound } from "./components/order-not-found";
import { OrderTimeline } from "./components/order-timeline";
import { PartsCard } from "./parts/parts-card";
import { QuoteCard } from "./components/quote-card";
import { StatusChangeDialog } from "./components/status-change-dialog";
import { TrackingCard } from "./components/tracking-card";

const actionLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

/** One order: where it stands, what came in, its history; staff move it on from here in one click. */
export function OrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    throw order.error;
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canWriteOrders = can(user.role, "orders.write");
  const [changing, setChanging] = useState(false);
  const warrantyReturn = useOpenWarrantyReturn();
  const number = formatOrderNumber(order.number);

  function openReturn() {
    warrantyReturn.mutate(order.id, {
      onSuccess: (opened) => {
        toast.success(`Retorno de garantia aberto: ${formatOrderNumber(opened.number)}`);
        void navigate(orderPage(opened.id));
      },
      onError: (error) => notifyError("Erro ao abrir retorno de garantia", error),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="outline" onClick={() => void navigate(PAGE.orders)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Button>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{number}</p>
          <PageHeading>
            {order.brand} {order.model}
          </PageHeading>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.status === "aguardando_peca" && order.awaitingPart && (
        <p className="text-sm">
          Aguardando: <span className="font-medium">{order.awaitingPart.description}</span> (
          {order.awaitingPart.quantity} un.)
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        {canWriteOrders && ORDER_MOVES[order.status].length > 0 && (
          <Button onClick={() => setChanging(true)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Mudar status
          </Button>
        )}
        {canWriteOrders && (
          <Link to={editOrderPage(order.id)} className={actionLink}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Link>
        )}
        {canWriteOrders && <SendWhatsappButton order={order} />}
        <Link to={orderPrintPage(order.id)} className={actionLink}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Link>
        <Link to={orderReceiptPage(order.id)} className={actionLink}>
          <ReceiptText aria-hidden="true" className="size-4" />
          Via do cliente (80 mm)
        </Link>
        {order.status === "entregue" && (
          <Link to={deliveryReceiptPage(order.id)} className={actionLink}>
            <FileSignature aria-hidden="true" className="size-4" />
            Comprovante de entrega
          </Link>
        )}
        {canWriteOrders && order.status === "entregue" && order.warrantyMonths ? (
          <Button variant="outline" disabled={warrantyReturn.isPending} onClick={openReturn}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Abrir retorno de garantia
          </Button>
        ) : null}
      </div>

      <QuoteCard order={order} customer={can(user.role, "quotes.answer")} />

      {/* The order's own column (what came in, what is done and charged) beside what happened to it. */}
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <RegionCard id="order-summary" title="Pedido">
            <OrderDetails
              order={order}
              showClientPhone={canWriteOrders}
              showUnlockCode={can(user.role, "orders.readUnlockCode")}
            />
            <DeliverySignature order={order} />
          </RegionCard>
          <RegionCard id="order-services" title="Serviços">
            <ServiceList order={order} showTotal />
          </RegionCard>
          <PartsCard order={order} canUse={can(user.role, "stock.use")} />
          <PaymentsCard
            order={order}
            canRecord={can(user.role, "payments.record")}
            canReverse={can(user.role, "payments.reverse")}
          />
          <RegionCard id="order-visits" title="Visitas técnicas">
            <VisitList order={order} />
          </RegionCard>
          <RegionCard id="order-photos" title="Fotos do aparelho">
            <PhotoStrip order={order} size="large" />
          </RegionCard>
        </div>
        <div className="space-y-6">
          <RegionCard id="order-history" title="Histórico">
            <OrderTimeline orderId={order.id} />
          </RegionCard>
          <TrackingCard orderId={order.id} canWriteOrders={canWriteOrders} />
        </div>
      </div>

      {canWriteOrders && <StatusChangeDialog order={order} open={changing} onOpenChange={setChanging} />}
    </div>
  );
}
