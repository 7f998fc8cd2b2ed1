import { editOrderPage, orderPage, orderPrintPage } from "@shared/page-paths";
import { useState } from "react";
import { Eye, Pencil, Printer, RefreshCw, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatOrderTotal } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { ORDER_MOVES } from "@shared/order-workflow";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";
import { formatDay } from "@web/lib/format";
import { OrderStatusBadge } from "@web/components/order-status-badge";
import { PaymentStateBadge } from "@web/components/payment-state-badge";
import { PartList, PhotoStrip, ServiceList, VisitList } from "./order-contents";
import { StatusChangeDialog } from "./status-change-dialog";
import { SendWhatsappButton } from "@web/features/whatsapp/components/send-whatsapp-button";

interface OrderCardProps {
  order: Order;
  canEdit: boolean;
  /** Given to admins only: the delete button asks for confirmation first. */
  onDelete?: (order: Order) => void;
}

const actionLink =
  "inline-flex h-9 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent";

export function OrderCard({ order, canEdit, onDelete }: OrderCardProps) {
  const [changing, setChanging] = useState(false);
  const number = formatOrderNumber(order.number);
  const headingId = `order-${order.id}-title`;
  const details = [
    { term: "Cliente", value: order.client.name },
    { term: "Aparelho", value: order.device },
    { term: "Defeito", value: order.defect },
    ...(order.expectedOn ? [{ term: "Previsão", value: formatDay(order.expectedOn) }] : []),
  ];

  return (
    <Card className="flex flex-col gap-4 p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        {/* Wraps: on a narrow screen the status goes under a long title instead of past the card's edge. */}
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">{number}</p>
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {order.brand} {order.model}
            </h2>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStateBadge state={order.money.state} />
          </div>
        </div>

        <DetailList rows={details} />

        {order.services.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold">Serviços</h3>
            <div className="mt-1">
              <ServiceList order={order} />
            </div>
          </section>
        )}

        {order.parts.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold">Peças</h3>
            <div className="mt-1">
              <PartList order={order} />
            </div>
          </section>
        )}

        {order.appointments.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold">Agendamentos</h3>
            <div className="mt-1">
              <VisitList order={order} />
            </div>
          </section>
        )}

        {order.photos.length > 0 && <PhotoStrip order={order} />}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 border-t border-border pt-3">
          <p className="text-xs text-muted-foreground">Criado em {formatDay(order.createdAt)}</p>
          <p className="text-sm font-semibold">Total: {formatOrderTotal(order)}</p>
        </div>
      </article>

      <div className="flex flex-wrap gap-2">
        <Link
          to={orderPage(order.id)}
          className={actionLink}
          aria-label={`${canEdit ? "Abrir" : "Acompanhar"} ${number}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          {canEdit ? "Abrir" : "Acompanhar"}
        </Link>
        {canEdit && ORDER_MOVES[order.status].length > 0 && (
          <Button
            variant="outline"
            className="h-9 px-3"
            aria-label={`Mudar status da ${number}`}
            onClick={() => setChanging(true)}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Mudar status
          </Button>
        )}
        {canEdit && (
          <Link to={editOrderPage(order.id)} className={actionLink} aria-label={`Editar ${number}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Link>
        )}
        {canEdit && <SendWhatsappButton order={order} compact="card" />}
        <Link to={orderPrintPage(order.id)} className={actionLink} aria-label={`Imprimir ${number}`}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Link>
        {onDelete && (
          <Button
            variant="outline"
            className="h-9 px-3 text-destructive"
            aria-label={`Excluir ${number}`}
            onClick={() => onDelete(order)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        )}
      </div>
      {canEdit && <StatusChangeDialog order={order} open={changing} onOpenChange={setChanging} />}
    </Card>
  );
}
